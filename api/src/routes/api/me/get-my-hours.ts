import { MyHoursQuerySchema, MyHoursSchema, type MyHoursSession } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { collection } from '../../../lib/collection';
import { errors } from '../../../lib/schemas';
import {
  interventionIri,
  requireVolunteer,
  volunteerAreaPage,
} from '../available-activities/available-activity-shared';

/** Sessions per page of "Mis horas". */
const HOURS_PER_PAGE = 20;

/** `GET /api/me/hours?from=&to=`: the sessions the volunteer attended, newest first, and the minutes given. */
export const getMyHours: ContractRoutes = async (app) => {
  app.get(
    '/me/hours',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary:
          'Las horas del voluntario: las sesiones a las que asistió (fecha, actividad, sesión y minutos), la más reciente primero, y totalMinutes de todas ellas; from y to (YYYY-MM-DD, incluidos) acotan el periodo (solo el perfil voluntario)',
        security: [{ bearerAuth: [] }],
        querystring: MyHoursQuerySchema,
        response: { 200: MyHoursSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const page = volunteerAreaPage(request.query, HOURS_PER_PAGE);
      const { totalMinutes, totalItems, rows } = await app.attendanceRepository.volunteerHours(
        request,
        request.currentUser!.id,
        { from, to },
        page,
      );
      return {
        ...collection({
          iri: '/api/me/hours',
          type: 'Intervention',
          members: rows.map((row): MyHoursSession => ({
            '@id': interventionIri(row.interventionId),
            '@type': 'Intervention',
            id: row.interventionId,
            name: row.interventionName,
            date: row.date,
            scheduleStart: row.scheduleStart,
            scheduleEnd: row.scheduleEnd,
            minutes: row.minutes,
            activity: {
              '@id': `/api/available_activities/${row.activityId}`,
              '@type': 'Activity',
              id: row.activityId,
              name: row.activityName,
            },
          })),
          totalItems,
          page,
          filters: { from, to },
        }),
        totalMinutes,
      };
    },
  );
};
