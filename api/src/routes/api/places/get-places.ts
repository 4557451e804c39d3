import {
  CollectionOf,
  PlaceListItemSchema,
  PlaceListQuerySchema,
  type PlaceSelectionQuery,
} from '@enlace/shared/contracts';
import { PEOPLE_MAX_ITEMS_PER_PAGE, PLACE_SORT_FIELDS } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { orderOf, orderParam } from '../../../lib/list-order';
import { errors } from '../../../lib/schemas';
import type { PlaceListFilter } from '../../../plugins/repositories/places-repository';
import { toPlaceListItem } from './place-shared';

/** The list filter a query selects; by name when no order is given; a bad `order[…]` answers 400. */
export function placeListFilterOf(query: PlaceSelectionQuery): PlaceListFilter {
  return {
    search: query.q?.trim() || undefined,
    type: query.type,
    accessStatus: query.accessStatus,
    order: orderOf(query, PLACE_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]),
  };
}

export const getPlaces: ContractRoutes = async (app) => {
  app.get(
    '/places',
    {
      preHandler: app.requirePermission('place:list'),
      schema: {
        tags: ['places'],
        summary:
          'Lugares, paginados (itemsPerPage hasta 100); búsqueda q sin acentos en el nombre y la dirección; filtros type y accessStatus; order[name|capacity|createdAt], por nombre si no se indica',
        security: [{ bearerAuth: [] }],
        querystring: PlaceListQuerySchema,
        response: { 200: CollectionOf(PlaceListItemSchema), ...errors(400, 401, 403, 404) },
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
