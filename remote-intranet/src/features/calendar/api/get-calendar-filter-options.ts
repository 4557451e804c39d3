import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import type { Collection, JsonLdResource } from '@enlace/shared/domain';
import type { SelectOption } from '@enlace/shared/ui';
import { queryKeys } from '../../../api/query-keys';

type Named = JsonLdResource & { name: string; surname?: string | null };

/** The most options each filter lists; an organisation with more narrows by another filter first. */
const OPTIONS_PER_PAGE = '100';

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

/**
 * The choices of the calendar's filters: activities, places (when the staff member may list them) and
 * coordinators (likewise); a list they may not read is left empty.
 */
export const useCalendarFilterOptions = (canListPlaces: boolean, canListCoordinators: boolean) =>
  useResource([...queryKeys.calendar, 'filters', canListPlaces, canListCoordinators], async () => {
    const [activities, places, coordinators] = await Promise.all([
      optionsOf('activities'),
      canListPlaces ? optionsOf('places') : Promise.resolve([]),
      canListCoordinators ? optionsOf('coordinators') : Promise.resolve([]),
    ]);
    return { activities, places, coordinators };
  });
