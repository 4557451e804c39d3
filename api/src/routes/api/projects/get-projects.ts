import { CollectionOf, ProjectListItemSchema, ProjectListQuerySchema } from '@enlace/shared/contracts';
import { PEOPLE_MAX_ITEMS_PER_PAGE, PROJECT_SORT_FIELDS } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { orderOf, orderParam } from '../../../lib/list-order';
import { errors } from '../../../lib/schemas';
import type { ProjectListFilter } from '../../../plugins/repositories/projects-repository';
import { toProjectListItem } from './project-shared';

export const getProjects: ContractRoutes = async (app) => {
  app.get(
    '/projects',
    {
      preHandler: app.requirePermission('project:list'),
      schema: {
        tags: ['projects'],
        summary:
          'Proyectos, paginados (itemsPerPage hasta 100); búsqueda q sin acentos en el nombre; filtro status (active, closed); order[name|dateStart]',
        security: [{ bearerAuth: [] }],
        querystring: ProjectListQuerySchema,
        response: { 200: CollectionOf(ProjectListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      // A bad `order[…]` answers 400 before anything is read; by name when there is none.
      const order = orderOf(query, PROJECT_SORT_FIELDS, [{ field: 'name', direction: 'asc' }]);
      const filter: ProjectListFilter = {
        search: query.q?.trim() || undefined,
        status: query.status,
        order,
      };
      const pageRequest = {
        page: Number(query.page ?? 1),
        itemsPerPage: Math.min(Number(query.itemsPerPage ?? 30), PEOPLE_MAX_ITEMS_PER_PAGE),
        paginate: true,
      };
      const { rows, total } = await app.projectsRepository.list(request, filter, pageRequest);
      const filters: Record<string, string | undefined> = { q: filter.search, status: filter.status };
      if (Object.keys(query).some((key) => key.startsWith('order['))) {
        for (const { field, direction } of order) filters[orderParam(field)] = direction;
      }
      return collection({
        iri: '/api/projects',
        type: 'Project',
        members: rows.map(toProjectListItem),
        totalItems: total,
        page: pageRequest,
        filters,
      });
    },
  );
};
