import { apiGet } from '@enlace/shared/api';
import type { Collection, JsonLdResource } from '@enlace/shared/domain';
import type { SelectOption } from '@enlace/shared/ui';

type Named = JsonLdResource & { name: string; surname?: string | null };

/** The most the lists answer per page; a tenant with more narrows the choice in their own screens. */
export const OPTIONS_PER_PAGE = '100';

const optionsOf = async (path: string): Promise<SelectOption[]> => {
  const collection = await apiGet<Collection<Named>>(path, {
    itemsPerPage: OPTIONS_PER_PAGE,
    'order[name]': 'asc',
  });
  return collection.member.map((member) => ({
    value: member['@id'],
    label: member.surname ? `${member.name} ${member.surname}` : member.name,
  }));
};

/** `GET /api/coordinators`: who may be in charge of an activity. */
export const getCoordinatorOptions = () => optionsOf('coordinators');

/** `GET /api/partners`: the organisations that may take part. */
export const getPartnerOptions = () => optionsOf('partners');

/** `GET /api/projects`: the projects an activity may belong to. */
export const getProjectOptions = () => optionsOf('projects');
