import type { FastifyPluginAsync } from 'fastify';
import { collection, collectionSchema } from '../../../lib/collection';
import { errors, sessionSummaryProperties } from '../../../lib/schemas';
import {
  interventionIri,
  requireVolunteer,
  volunteerAreaPage,
  volunteerAreaPageQuery,
} from '../available-activities/available-activity-shared';

type Query = { from?: string; to?: string; page?: string; itemsPerPage?: string };

/** Sessions per page of "Mis horas". */
const HOURS_PER_PAGE = 20;

const dayQuery = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

const memberSchema = {
  type: 'object',
  properties: {
    ...sessionSummaryProperties,
    minutes: { type: 'integer' },
  },
} as const;

const hoursSchema = (() => {
  const base = collectionSchema(memberSchema);
  return {
    ...base,
    properties: {
      ...base.properties,
      totalMinutes: {
        type: 'integer',
        description: 'Los minutos de todas las sesiones del periodo (no solo los de esta página)',
      },
    },
  };
})();

/** `GET /api/me/hours?from=&to=`: the sessions the volunteer attended, newest first, and the minutes given. */
export const getMyHours: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Query }>(
    '/me/hours',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary:
          'Las horas del voluntario: las sesiones a las que asistió (fecha, actividad, sesión y minutos), la más reciente primero, y totalMinutes de todas ellas; from y to (YYYY-MM-DD, incluidos) acotan el periodo (solo el perfil voluntario)',
        security: [{ bearerAuth: [] }],
        querystring: {
          type: 'object',
          properties: { from: dayQuery, to: dayQuery, ...volunteerAreaPageQuery },
        },
        response: { 200: hoursSchema, ...errors(400, 401, 403, 404) },
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
          members: rows.map((row) => ({
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
