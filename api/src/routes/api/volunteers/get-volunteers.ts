import { CollectionOf, VolunteerListItemSchema, VolunteerListQuerySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { personListRequest } from '../../../lib/person-list-request';
import { coordinatorFilter } from '../../../lib/coordinator-filter';
import { errors } from '../../../lib/schemas';
import { toVolunteerListItem } from './volunteer-shared';

export const getVolunteers: ContractRoutes = async (app) => {
  app.get(
    '/volunteers',
    {
      preHandler: app.requirePermission('volunteer:list'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Voluntarios, paginados (itemsPerPage hasta 100); búsqueda q sin acentos en nombre, apellidos, correo e identificación; filtros status y coordinator (id, IRI o «me»: quienes participan en intervenciones de las actividades que coordina); order[name|surname|email|createdAt]',
        security: [{ bearerAuth: [] }],
        querystring: VolunteerListQuerySchema,
        response: { 200: CollectionOf(VolunteerListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const list = personListRequest(request.query);
      const { status } = request.query;
      const coordinator = request.query.coordinator || undefined;
      const { rows, total } = await app.volunteersRepository.list(
        request,
        {
          search: list.search,
          status,
          coordinatorId: coordinatorFilter(request, coordinator),
          order: list.order,
        },
        list.page,
      );
      return collection({
        iri: '/api/volunteers',
        type: 'Volunteer',
        members: rows.map(toVolunteerListItem),
        totalItems: total,
        page: list.page,
        filters: list.links({ status, coordinator }),
      });
    },
  );
};
