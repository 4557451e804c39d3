import {
  CollectionOf,
  PartnerListItemSchema,
  PartnerListQuerySchema,
  type PartnerSelectionQuery,
} from '@enlace/shared/contracts';
import { calendarDay, PARTNER_SORT_FIELDS, PEOPLE_MAX_ITEMS_PER_PAGE } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { orderOf, orderParam } from '../../../lib/list-order';
import { errors } from '../../../lib/schemas';
import type { PartnerListFilter } from '../../../plugins/repositories/partners-repository';
import { toPartnerListItem } from './partner-shared';

/** The `order[…]` parameters in the order they were given; by name when there is none. */
const sortOf = (query: PartnerSelectionQuery): PartnerListFilter['order'] =>
  orderOf(query, PARTNER_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]);

/** The list filter a query selects; a bad `order[…]` answers 400 before anything is read. */
export function partnerListFilterOf(query: PartnerSelectionQuery): PartnerListFilter {
  return {
    search: query.q?.trim() || undefined,
    legalType: query.legalType,
    agreementStatus: query.agreementStatus,
    today: calendarDay(),
    order: sortOf(query),
  };
}

export const getPartners: ContractRoutes = async (app) => {
  app.get(
    '/partners',
    {
      preHandler: app.requirePermission('partner:list'),
      schema: {
        tags: ['partners'],
        summary:
          'Entidades colaboradoras, paginadas (itemsPerPage hasta 100); búsqueda q sin acentos en nombre, NIF y correo; filtros legalType y agreementStatus (el estado mostrado: caducado si pasó la fecha); order[name|createdAt|expirationDate]',
        security: [{ bearerAuth: [] }],
        querystring: PartnerListQuerySchema,
        response: { 200: CollectionOf(PartnerListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const filter = partnerListFilterOf(query);
      const { search, legalType, agreementStatus, today, order } = filter;
      const pageRequest = {
        page: Number(query.page ?? 1),
        itemsPerPage: Math.min(Number(query.itemsPerPage ?? 30), PEOPLE_MAX_ITEMS_PER_PAGE),
        paginate: true,
      };
      const { rows, total } = await app.partnersRepository.list(request, filter, pageRequest);
      const filters: Record<string, string | undefined> = { q: search, legalType, agreementStatus };
      for (const { field, direction } of order) filters[orderParam(field)] = direction;
      if (!Object.keys(query).some((key) => key.startsWith('order['))) {
        // The default order is implied; the links do not spell it out.
        delete filters[orderParam('name')];
      }
      return collection({
        iri: '/api/partners',
        type: 'Partner',
        members: rows.map((row) => toPartnerListItem(row, row.contact_persons_count, today)),
        totalItems: total,
        page: pageRequest,
        filters,
      });
    },
  );
};
