import { apiGet } from '@enlace/shared/api';
import {
  type Collection,
  type PersonSortField,
  sortFieldsInOrder,
  type VolunteerListItem,
} from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import type { ListState } from '../../../hooks/use-list-state';
import { queryKeys } from '../../../api/query-keys';

/** The API's sort fields of a people list (`PERSON_SORT_FIELDS`) in the order the list offers them. */
export const VOLUNTEER_SORT_CHOICES = sortFieldsInOrder<PersonSortField>()([
  'surname',
  'name',
  'email',
  'createdAt',
]);
export type VolunteerSortField = PersonSortField;

export const VOLUNTEERS_PER_PAGE = 25;

export type VolunteerListQuery = ListState<VolunteerSortField, 'status'> & {
  /** Only the volunteers taking part in sessions of the signed-in coordinator's activities. */
  onlyMine: boolean;
};

/** The search, filter and order of a list query, as the API's parameters (the export takes the same). */
export const volunteerSelectionParams = (query: VolunteerListQuery): Record<string, string> => ({
  ...(query.q.trim() ? { q: query.q.trim() } : {}),
  ...(query.status ? { status: query.status } : {}),
  ...(query.onlyMine ? { coordinator: 'me' } : {}),
  [`order[${query.sort}]`]: query.direction,
});

/** `GET /api/volunteers` with the list's search, filter, sort and page. */
export const getVolunteers = (query: VolunteerListQuery): Promise<Collection<VolunteerListItem>> =>
  apiGet<Collection<VolunteerListItem>>('volunteers', {
    page: String(query.page),
    itemsPerPage: String(VOLUNTEERS_PER_PAGE),
    ...volunteerSelectionParams(query),
  });

/** The page of volunteers for a query; the previous page stays on screen while the next one loads. */
export function useVolunteers(query: VolunteerListQuery) {
  const { q, status, onlyMine, page, sort, direction } = query;
  return useCollection(queryKeys.volunteers.list([q, status, onlyMine, page, sort, direction]), () =>
    getVolunteers({ q, status, onlyMine, page, sort, direction }),
  );
}
