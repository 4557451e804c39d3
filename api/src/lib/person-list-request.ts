import { PEOPLE_MAX_ITEMS_PER_PAGE } from '@enlace/shared/domain';
import type { PageRequest } from './collection';
import { orderOf, orderParam } from './list-order';
import { PERSON_SORT_FIELDS, type PersonListFilter } from './person-list';

/**
 * The query string of a people list as its contract describes it: paging, `q`, the list's own filters and
 * `order[name|surname|email|createdAt]` (`PERSON_SORT_FIELDS`).
 */
export type PersonListQuery = Record<string, string | undefined>;

export interface PersonListRequest extends PersonListFilter {
  page: PageRequest;
  /** The collection's link parameters: `q`, then the given filters, then the order as it was asked for. */
  links(filters?: Record<string, string | undefined>): Record<string, string | undefined>;
}

/** Reads the paging, search and order of a people list request (the query schema has checked the values). */
export function personListRequest(query: PersonListQuery): PersonListRequest {
  // Newest first when no order is given.
  const order = orderOf(query, PERSON_SORT_FIELDS, [{ field: 'createdAt', direction: 'desc' }]);
  const search = query.q?.trim() || undefined;
  // The default order is implied; the links do not spell it out.
  const explicitOrder = Object.keys(query).some((key) => key.startsWith('order['));
  return {
    search,
    order,
    page: {
      page: Number(query.page ?? 1),
      itemsPerPage: Math.min(Number(query.itemsPerPage ?? 30), PEOPLE_MAX_ITEMS_PER_PAGE),
      paginate: true,
    },
    links: (filters = {}) => {
      const links: Record<string, string | undefined> = { q: search, ...filters };
      if (explicitOrder) for (const { field, direction } of order) links[orderParam(field)] = direction;
      return links;
    },
  };
}
