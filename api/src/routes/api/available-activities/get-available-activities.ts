import {
  type AvailableActivityListItem,
  AvailableActivityListItemSchema,
  AvailableActivityListQuerySchema,
  CollectionOf,
} from '@enlace/shared/contracts';
import { collection } from '../../../lib/collection';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { localNow } from '../../../plugins/repositories/volunteer-area-repository';
import {
  AVAILABLE_ACTIVITIES_PER_PAGE,
  requireVolunteer,
  volunteerAreaPage,
} from './available-activity-shared';

export const getAvailableActivities: ContractRoutes = async (app) => {
  app.get(
    '/available_activities',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary: `Las actividades a las que un voluntario puede apuntarse: publicadas y con alguna intervención aún no completada, la más próxima primero (${AVAILABLE_ACTIVITIES_PER_PAGE} por página; solo el perfil voluntario)`,
        security: [{ bearerAuth: [] }],
        querystring: AvailableActivityListQuerySchema,
        response: { 200: CollectionOf(AvailableActivityListItemSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const page = volunteerAreaPage(request.query, AVAILABLE_ACTIVITIES_PER_PAGE);
      const { rows, total } = await app.volunteerAreaRepository.availableActivities(
        request,
        page,
        localNow(),
      );
      return collection({
        iri: '/api/available_activities',
        type: 'AvailableActivity',
        members: rows.map((row): AvailableActivityListItem => ({
          '@id': `/api/available_activities/${row.id}`,
          '@type': 'AvailableActivity',
          id: row.id,
          name: row.name,
          description: row.description,
          type: row.type,
          mode: row.mode,
          dateStart: row.date_start,
          dateEnd: row.date_end,
          nextDate: row.next_date,
          openInterventions: row.open_interventions,
        })),
        totalItems: total,
        page,
        filters: {},
      });
    },
  );
};
