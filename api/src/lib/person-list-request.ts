import { PEOPLE_MAX_ITEMS_PER_PAGE } from '@enlace/shared/domain';
import { type PageRequest, paginationQuerySchema } from './collection';
import { HttpError } from './http-error';
import {
  PERSON_SORT_FIELDS,
  type PersonListFilter,
  type PersonSortField,
  type SortDirection,
} from './person-list';

export type PersonListQuery = Record<string, string | undefined>;

const orderParam = (field: string) => `order[${field}]`;

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
      ...Object.fromEntries(
        PERSON_SORT_FIELDS.map((field) => [orderParam(field), { type: 'string', enum: ['asc', 'desc'] }]),
      ),
    },
  }) as const;

/** The `order[…]` parameters in the order they were given; newest first when there is none. */
function sortOf(query: PersonListQuery): PersonListFilter['order'] {
  const order: PersonListFilter['order'] = [];
  for (const [key, value] of Object.entries(query)) {
    const field = /^order\[(.*)\]$/.exec(key)?.[1];
    if (field === undefined) continue;
    if (!(PERSON_SORT_FIELDS as readonly string[]).includes(field)) {
      throw new HttpError(400, 'bad-request', 'La petición no es válida.', [
        { propertyPath: key, message: 'field-not-valid-option' },
      ]);
    }
    order.push({ field: field as PersonSortField, direction: value as SortDirection });
  }
  return order.length ? order : [{ field: 'createdAt', direction: 'desc' }];
}

export interface PersonListRequest extends PersonListFilter {
  page: PageRequest;
  /** The collection's link parameters: `q`, then the given filters, then the order as it was asked for. */
  links(filters?: Record<string, string | undefined>): Record<string, string | undefined>;
}

/** Reads the paging, search and order of a people list request (the query schema has checked the values). */
export function personListRequest(query: PersonListQuery): PersonListRequest {
  const order = sortOf(query);
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
