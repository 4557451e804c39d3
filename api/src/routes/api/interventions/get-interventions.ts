import {
  CollectionOf,
  InterventionListItemSchema,
  InterventionListQuerySchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { coordinatorFilter } from '../../../lib/coordinator-filter';
import { idFromIri } from '../../../lib/iri';
import { badQueryParameter } from '../../../lib/list-order';
import { errors } from '../../../lib/schemas';
import type { InterventionListFilter } from '../../../plugins/repositories/interventions-repository';
import { activityNotFound } from '../activities/activity-shared';
import { toInterventionResource } from './intervention-shared';

export const getInterventions: ContractRoutes = async (app) => {
  app.get(
    '/interventions',
    {
      preHandler: app.requirePermission('intervention:list'),
      schema: {
        tags: ['interventions'],
        summary:
          'Intervenciones por día y hora, con sus recuentos de participantes: las de una actividad (activity: id o IRI) o las de las actividades de una persona coordinadora (coordinator: id, IRI o «me»); al menos uno de los dos',
        security: [{ bearerAuth: [] }],
        querystring: InterventionListQuerySchema,
        response: { 200: CollectionOf(InterventionListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const filter: InterventionListFilter = {};
      if (query.activity !== undefined || query.coordinator === undefined) {
        const activityId = idFromIri(query.activity, 'activities');
        if (activityId === undefined) throw badQueryParameter('activity');
        // Another tenant's activity answers like an unknown one.
        if (!(await app.activitiesRepository.find(request, activityId))) throw activityNotFound();
        filter.activityId = activityId;
      }
      if (query.coordinator !== undefined) {
        filter.coordinatorId = coordinatorFilter(request, query.coordinator);
        if (filter.coordinatorId === undefined) throw badQueryParameter('coordinator');
      }
      const pageRequest = {
        page: Number(query.page ?? 1),
        itemsPerPage: Math.min(Number(query.itemsPerPage ?? 100), 200),
        paginate: true,
      };
      const { rows, total } = await app.interventionsRepository.list(request, filter, pageRequest);
      const now = new Date();
      return collection({
        iri: '/api/interventions',
        type: 'Intervention',
        members: rows.map((row) => toInterventionResource(row, now)),
        totalItems: total,
        page: pageRequest,
        filters: { activity: query.activity, coordinator: query.coordinator },
      });
    },
  );
};
