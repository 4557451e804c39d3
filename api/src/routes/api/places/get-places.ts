import {
  ACCESS_STATUSES,
  type AccessStatus,
  PEOPLE_MAX_ITEMS_PER_PAGE,
  PLACE_TYPES,
  type PlaceType,
} from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { collection, collectionSchema, paginationQuerySchema } from '../../../lib/collection';
import { orderOf, orderParam, orderQueryProperties } from '../../../lib/list-order';
import { errors } from '../../../lib/schemas';
import { PLACE_SORT_FIELDS, type PlaceListFilter } from '../../../plugins/repositories/places-repository';
import { placeListItemSchema, toPlaceListItem } from './place-shared';

export type PlacesQuery = Record<string, string | undefined>;

const { page, itemsPerPage } = paginationQuerySchema;

/** The list's search, filters and order (the export takes the same). */
export const placeSelectionQueryProperties = {
  q: { type: 'string', maxLength: 100 },
  type: { type: 'string', enum: [...PLACE_TYPES] },
  accessStatus: { type: 'string', enum: [...ACCESS_STATUSES] },
  ...orderQueryProperties(PLACE_SORT_FIELDS),
} as const;

const querySchema = {
  type: 'object',
  properties: { page, itemsPerPage, ...placeSelectionQueryProperties },
} as const;

/** The list filter a query selects; by name when no order is given; a bad `order[…]` answers 400. */
export function placeListFilterOf(query: PlacesQuery): PlaceListFilter {
  return {
    search: query.q?.trim() || undefined,
    type: query.type as PlaceType | undefined,
    accessStatus: query.accessStatus as AccessStatus | undefined,
    order: orderOf(query, PLACE_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]),
  };
}

export const getPlaces: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: PlacesQuery }>(
    '/places',
    {
      preHandler: app.requirePermission('place:list'),
      schema: {
        tags: ['places'],
        summary:
          'Lugares, paginados (itemsPerPage hasta 100); búsqueda q sin acentos en el nombre y la dirección; filtros type y accessStatus; order[name|capacity|createdAt], por nombre si no se indica',
        security: [{ bearerAuth: [] }],
        querystring: querySchema,
        response: { 200: collectionSchema(placeListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const filter = placeListFilterOf(query);
      const pageRequest = {
        page: Number(query.page ?? 1),
        itemsPerPage: Math.min(Number(query.itemsPerPage ?? 30), PEOPLE_MAX_ITEMS_PER_PAGE),
        paginate: true,
      };
      const { rows, total } = await app.placesRepository.list(request, filter, pageRequest);
      const filters: Record<string, string | undefined> = {
        q: filter.search,
        type: filter.type,
        accessStatus: filter.accessStatus,
      };
      // The default order is implied; the links spell out only an order that was asked for.
      if (Object.keys(query).some((key) => key.startsWith('order['))) {
        for (const { field, direction } of filter.order) filters[orderParam(field)] = direction;
      }
      return collection({
        iri: '/api/places',
        type: 'Place',
        members: rows.map(toPlaceListItem),
        totalItems: total,
        page: pageRequest,
        filters,
      });
    },
  );
};
