import { VOLUNTEER_STATUSES, type VolunteerStatus } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { collection, collectionSchema } from '../../../lib/collection';
import {
  type PersonListQuery,
  personListQuerySchema,
  personListRequest,
} from '../../../lib/person-list-request';
import { coordinatorFilter } from '../../../lib/coordinator-filter';
import { errors } from '../../../lib/schemas';
import { toVolunteerListItem, volunteerListItemSchema } from './volunteer-shared';

export const querySchema = personListQuerySchema({
  status: { type: 'string', enum: [...VOLUNTEER_STATUSES] },
  coordinator: { type: 'string', maxLength: 64 },
});

export const getVolunteers: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: PersonListQuery }>(
    '/volunteers',
    {
      preHandler: app.requirePermission('volunteer:list'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Voluntarios, paginados (itemsPerPage hasta 100); búsqueda q sin acentos en nombre, apellidos, correo e identificación; filtros status y coordinator (id, IRI o «me»: quienes participan en intervenciones de las actividades que coordina); order[name|surname|email|createdAt]',
        security: [{ bearerAuth: [] }],
        querystring: querySchema,
        response: { 200: collectionSchema(volunteerListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const list = personListRequest(request.query);
      const status = request.query.status as VolunteerStatus | undefined;
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
