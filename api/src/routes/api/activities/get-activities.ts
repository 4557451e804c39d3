import { ActivityListItemSchema, ActivityListQuerySchema, CollectionOf } from '@enlace/shared/contracts';
import { ACTIVITY_SORT_FIELDS, PEOPLE_MAX_ITEMS_PER_PAGE } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { idFromIri } from '../../../lib/iri';
import { coordinatorFilter } from '../../../lib/coordinator-filter';
import { badQueryParameter, orderOf, orderParam } from '../../../lib/list-order';
import { errors } from '../../../lib/schemas';
import type { ActivityListFilter } from '../../../plugins/repositories/activities-repository';
import { toActivityListItem } from './activity-shared';

/** A reference filter given as an id or an IRI; 400 when it is neither. */
const referenceFilter = (value: string | undefined, resource: string, param: string) => {
  if (value === undefined || value === '') return undefined;
  const id = idFromIri(value, resource);
  if (id === undefined) throw badQueryParameter(param);
  return id;
};

export const getActivities: ContractRoutes = async (app) => {
  app.get(
    '/activities',
    {
      preHandler: app.requirePermission('activity:list'),
      schema: {
        tags: ['activities'],
        summary:
          'Actividades, paginadas (itemsPerPage hasta 100); búsqueda q sin acentos en el nombre; filtros status, project y coordinator (id o IRI, o «me»: las que coordina quien pregunta); order[name|dateStart]',
        security: [{ bearerAuth: [] }],
        querystring: ActivityListQuerySchema,
        response: { 200: CollectionOf(ActivityListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const order = orderOf(query, ACTIVITY_SORT_FIELDS, [{ field: 'dateStart', direction: 'desc' }]);
      const filter: ActivityListFilter = {
        search: query.q?.trim() || undefined,
        status: query.status,
        projectId: referenceFilter(query.project, 'projects', 'project'),
        coordinatorId: coordinatorFilter(request, query.coordinator),
        order,
      };
      const pageRequest = {
        page: Number(query.page ?? 1),
        itemsPerPage: Math.min(Number(query.itemsPerPage ?? 30), PEOPLE_MAX_ITEMS_PER_PAGE),
        paginate: true,
      };
      const { rows, total } = await app.activitiesRepository.list(request, filter, pageRequest);
      const filters: Record<string, string | undefined> = {
        q: filter.search,
        status: filter.status,
        project: query.project || undefined,
        coordinator: query.coordinator || undefined,
      };
      if (Object.keys(query).some((key) => key.startsWith('order['))) {
        for (const { field, direction } of order) filters[orderParam(field)] = direction;
      }
      return collection({
        iri: '/api/activities',
        type: 'Activity',
        members: rows.map(toActivityListItem),
        totalItems: total,
        page: pageRequest,
        filters,
      });
    },
  );
};
