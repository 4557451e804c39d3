import {
  BeneficiaryListItemSchema,
  type BeneficiaryListQuery,
  BeneficiaryListQuerySchema,
  CollectionOf,
} from '@enlace/shared/contracts';
import { BENEFICIARY_SORT_FIELDS, PEOPLE_MAX_ITEMS_PER_PAGE } from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { orderOf, orderParam } from '../../../lib/list-order';
import { coordinatorFilter } from '../../../lib/coordinator-filter';
import { errors } from '../../../lib/schemas';
import type { BeneficiaryListFilter } from '../../../plugins/repositories/beneficiaries-repository';
import { toBeneficiaryListItem } from './beneficiary-shared';

/** The `order[…]` parameters in the order they were given; newest first when there is none. */
export const sortOf = (query: BeneficiaryListQuery): BeneficiaryListFilter['order'] =>
  orderOf(query, BENEFICIARY_SORT_FIELDS, [{ field: 'createdAt', direction: 'desc' }]);

/** The search, filters and order of a list query (the export selects with the same). */
export function listFilterOf(request: FastifyRequest, query: BeneficiaryListQuery): BeneficiaryListFilter {
  return {
    search: query.q?.trim() || undefined,
    ageGroup: query.ageGroup,
    hasDisability: query.hasDisability === undefined ? undefined : query.hasDisability === 'true',
    disability: query.disability,
    coordinatorId: coordinatorFilter(request, query.coordinator),
    awaitingConsent: query.awaitingConsent === 'true',
    order: sortOf(query),
  };
}

export const getBeneficiaries: ContractRoutes = async (app) => {
  app.get(
    '/beneficiaries',
    {
      preHandler: app.requirePermission('beneficiary:list'),
      schema: {
        tags: ['beneficiaries'],
        summary:
          'Personas beneficiarias, paginadas (itemsPerPage hasta 100); búsqueda q sin acentos en nombre, apellidos, correo e identificación; filtros ageGroup (adult|minor), hasDisability (true|false), disability (tipo), coordinator (id, IRI o «me»: quienes participan en intervenciones de las actividades que coordina); awaitingConsent=true (menores cuya plaza en una intervención próxima espera la respuesta de su tutor); order[name|surname|createdAt|birthday]',
        security: [{ bearerAuth: [] }],
        querystring: BeneficiaryListQuerySchema,
        response: { 200: CollectionOf(BeneficiaryListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const filter = listFilterOf(request, query);
      const { search, ageGroup, disability } = filter;
      const pageRequest = {
        page: Number(query.page ?? 1),
        itemsPerPage: Math.min(Number(query.itemsPerPage ?? 30), PEOPLE_MAX_ITEMS_PER_PAGE),
        paginate: true,
      };
      const { rows, total } = await app.beneficiariesRepository.list(request, filter, pageRequest);
      const filters: Record<string, string | undefined> = {
        q: search,
        ageGroup,
        hasDisability: query.hasDisability,
        disability,
        coordinator: query.coordinator || undefined,
        awaitingConsent: query.awaitingConsent,
      };
      for (const { field, direction } of filter.order) filters[orderParam(field)] = direction;
      if (!Object.keys(query).some((key) => key.startsWith('order['))) {
        // The default order is implied; the links do not spell it out.
        delete filters[orderParam('createdAt')];
      }
      return collection({
        iri: '/api/beneficiaries',
        type: 'Beneficiary',
        members: rows.map(toBeneficiaryListItem),
        totalItems: total,
        page: pageRequest,
        filters,
      });
    },
  );
};
