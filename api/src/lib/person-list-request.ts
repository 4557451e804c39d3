import { PEOPLE_MAX_ITEMS_PER_PAGE } from '@enlace/shared/domain';
import { type PageRequest, paginationQuerySchema } from './collection';
import { orderOf, orderParam, orderQueryProperties } from './list-order';
import { PERSON_SORT_FIELDS, type PersonListFilter } from './person-list';

export type PersonListQuery = Record<string, string | undefined>;

const { page, itemsPerPage } = paginationQuerySchema;

/** The query string of a people list: paging, `q`, the list's own filters and `order[name|surname|email|createdAt]`. */
export const personListQuerySchema = (filters: Record<string, object>) =>
  ({
    type: 'object',
    properties: {
      page,
      itemsPerPage,
      q: { type: 'string', maxLength: 100 },
      ...filters,
      ...orderQueryProperties(PERSON_SORT_FIELDS),
    },
  }) as const;

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
