import { apiGet } from '@enlace/shared/api';
import type { BeneficiaryListItem, Collection, VolunteerListItem } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';
import type { ParticipantRole, PersonOption } from '../participant-types';

/** How many people one search offers: the search box narrows them down. */
export const PEOPLE_PER_SEARCH = 10;

type StaffRow = { '@id': string; name: string; surname: string; email: string | null };

const query = (q: string) => ({
  itemsPerPage: String(PEOPLE_PER_SEARCH),
  'order[surname]': 'asc',
  ...(q.trim() ? { q: q.trim() } : {}),
});

const staffOption = (row: StaffRow): PersonOption => ({
  iri: row['@id'],
  name: row.name,
  surname: row.surname,
  detail: row.email,
});

/**
 * The people who may take the role, from the existing lists with their `q` search: validated volunteers;
 * technical staff and coordinators (both count as employees); beneficiaries (a minor marked as such).
 */
export async function searchPeople(
  role: ParticipantRole,
  q: string,
  minorLabel: string,
): Promise<PersonOption[]> {
  if (role === 'volunteer') {
    const page = await apiGet<Collection<VolunteerListItem>>('volunteers', {
      ...query(q),
      status: 'validated',
    });
    return page.member.map((row) => ({
      iri: row['@id'],
      name: row.name,
      surname: row.surname,
      detail: row.email,
    }));
  }
  if (role === 'employee') {
    const [employees, coordinators] = await Promise.all([
      apiGet<Collection<StaffRow>>('employees', query(q)),
      apiGet<Collection<StaffRow>>('coordinators', query(q)),
    ]);
    return [...employees.member, ...coordinators.member]
      .map(staffOption)
      .sort((a, b) => a.surname.localeCompare(b.surname, 'es') || a.name.localeCompare(b.name, 'es'));
  }
  const page = await apiGet<Collection<BeneficiaryListItem>>('beneficiaries', query(q));
  return page.member.map((row) => ({
    iri: row['@id'],
    name: row.name,
    surname: row.surname,
    detail: row.isMinor ? minorLabel : (row.email ?? null),
  }));
}

/** The people a dialog offers for the role and search; nothing is read while no role is chosen. */
export const useSearchPeople = (role: ParticipantRole | null, q: string, minorLabel: string) =>
  useResource(queryKeys.peopleSearch(role, q), () => searchPeople(role ?? 'volunteer', q, minorLabel), {
    enabled: role !== null,
  });
