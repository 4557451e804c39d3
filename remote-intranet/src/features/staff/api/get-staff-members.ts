import { apiGet } from '@enlace/shared/api';
import {
  type Collection,
  type PersonSortField,
  sortFieldsInOrder,
  type StaffMemberListItem,
} from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import type { ListState } from '../../../hooks/use-list-state';
import type { StaffKind } from '../../../config/paths';
import { STAFF_KINDS } from '../staff-kinds';
import { queryKeys } from '../../../api/query-keys';

/** The API's sort fields of a people list (`PERSON_SORT_FIELDS`) in the order the list offers them. */
export const STAFF_SORT_CHOICES = sortFieldsInOrder<PersonSortField>()([
  'surname',
  'name',
  'email',
  'createdAt',
]);
export type StaffSortField = PersonSortField;

/** The administrator filter: only administrators, or only the others. */
export const ADMIN_FILTER_VALUES = ['true', 'false'] as const;

export const STAFF_PER_PAGE = 25;

export type StaffListQuery = ListState<StaffSortField, 'isAdmin'>;

/** The search, filter and order of a list query, as the API's parameters (the export takes the same). */
export const staffSelectionParams = (query: StaffListQuery): Record<string, string> => ({
  ...(query.q.trim() ? { q: query.q.trim() } : {}),
  ...(query.isAdmin ? { isAdmin: query.isAdmin } : {}),
  [`order[${query.sort}]`]: query.direction,
  // Same surnames are common: the name settles the order.
  ...(query.sort === 'surname' ? { 'order[name]': query.direction } : {}),
});

/** `GET /api/employees` or `GET /api/coordinators` with the list's search, filter, sort and page. */
export const getStaffMembers = (
  kind: StaffKind,
  query: StaffListQuery,
): Promise<Collection<StaffMemberListItem>> =>
  apiGet<Collection<StaffMemberListItem>>(STAFF_KINDS[kind].apiPath, {
    page: String(query.page),
    itemsPerPage: String(STAFF_PER_PAGE),
    ...staffSelectionParams(query),
  });

/** The page of staff members for a query; the previous page stays on screen while the next one loads. */
export function useStaffMembers(kind: StaffKind, query: StaffListQuery) {
  const { q, isAdmin, page, sort, direction } = query;
  return useCollection(queryKeys.staff(kind).list([q, isAdmin, page, sort, direction]), () =>
    getStaffMembers(kind, { q, isAdmin, page, sort, direction }),
  );
}
