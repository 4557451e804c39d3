import { CALENDAR_CONFLICTS, CALENDAR_PERIOD_MAX_DAYS } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { collection, collectionSchema } from '../../../lib/collection';
import { coordinatorFilter } from '../../../lib/coordinator-filter';
import { idFromIri } from '../../../lib/iri';
import { badQueryParameter } from '../../../lib/list-order';
import { errors } from '../../../lib/schemas';
import {
  CALENDAR_MAX_SESSIONS,
  type StaffCalendarFilter,
} from '../../../plugins/repositories/session-calendar-repository';
import { activityIri, activityNotFound } from '../activities/activity-shared';
import { placeNotFound } from '../places/place-shared';
import {
  calendarPeriodOf,
  calendarSessionOf,
  calendarSessionProperties,
  calendarSessionRequired,
  conflictsOfRows,
  dayQuery,
  placeIdsOf,
} from './calendar-shared';

type Query = { from?: string; to?: string; activity?: string; place?: string; coordinator?: string };

const scheduleRangeSchema = {
  type: 'object',
  required: ['weekday', 'start', 'end'],
  properties: { weekday: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' } },
} as const;

const memberSchema = {
  type: 'object',
  required: [...calendarSessionRequired, 'conflicts'],
  properties: {
    ...calendarSessionProperties,
    conflicts: {
      type: 'array',
      description:
        'place-double-booked: otra sesión en el mismo lugar a una hora que se solapa; outside-place-hours: fuera del horario del lugar',
      items: { type: 'string', enum: [...CALENDAR_CONFLICTS] },
    },
  },
} as const;

const calendarSchema = (() => {
  const base = collectionSchema(memberSchema);
  return {
    ...base,
    required: ['@id', '@type', 'totalItems', 'member', 'from', 'to', 'placeSchedule'],
    properties: {
      ...base.properties,
      from: { type: 'string' },
      to: { type: 'string' },
      placeSchedule: {
        type: ['array', 'null'],
        description: 'Con el filtro place: el horario semanal del lugar (vacío si no tiene); null sin él',
        items: scheduleRangeSchema,
      },
    },
  };
})();

/** `GET /api/calendar?from=&to=`: the organisation's sessions of a period, for the intranet's calendar. */
export const getCalendar: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Query }>(
    '/calendar',
    {
      preHandler: app.requirePermission('intervention:list'),
      schema: {
        tags: ['calendar'],
        summary: `Las sesiones de la organización entre from y to (YYYY-MM-DD, incluidos; ${CALENDAR_PERIOD_MAX_DAYS} días como mucho), por día y hora, sin las de actividades canceladas (${CALENDAR_MAX_SESSIONS} como mucho): su actividad, su lugar, los voluntarios que aún necesita y sus conflictos de lugar; filtros activity, place (id o IRI) y coordinator (id, IRI o «me»). 400 si el periodo no es válido. Todo el personal`,
        security: [{ bearerAuth: [] }],
        querystring: {
          type: 'object',
          required: ['from', 'to'],
          properties: {
            from: dayQuery,
            to: dayQuery,
            activity: { type: 'string', maxLength: 64 },
            place: { type: 'string', maxLength: 64 },
            coordinator: { type: 'string', maxLength: 64 },
          },
        },
        response: { 200: calendarSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const period = await calendarPeriodOf(query);
      const filter: StaffCalendarFilter = { ...period };
      if (query.activity !== undefined) {
        filter.activityId = idFromIri(query.activity, 'activities');
        if (filter.activityId === undefined) throw badQueryParameter('activity');
        // Another tenant's activity or place answers like an unknown one.
        if (!(await app.activitiesRepository.find(request, filter.activityId))) throw activityNotFound();
      }
      if (query.place !== undefined) {
        filter.placeId = idFromIri(query.place, 'places');
        if (filter.placeId === undefined) throw badQueryParameter('place');
        if (!(await app.placesRepository.find(request, filter.placeId))) throw placeNotFound();
      }
      filter.coordinatorId = coordinatorFilter(request, query.coordinator);
      const rows = await app.sessionCalendarRepository.staffSessions(request, filter);
      const placeIds = placeIdsOf(rows);
      if (filter.placeId !== undefined && !placeIds.includes(filter.placeId)) placeIds.push(filter.placeId);
      const schedules = await app.sessionCalendarRepository.placeSchedules(request, placeIds);
      const conflicts = conflictsOfRows(rows, schedules);
      return {
        ...collection({
          iri: '/api/calendar',
          type: 'Intervention',
          members: rows.map((row) => ({
            ...calendarSessionOf(row, activityIri),
            conflicts: conflicts.get(row.id) ?? [],
          })),
          totalItems: rows.length,
          page: { page: 1, itemsPerPage: CALENDAR_MAX_SESSIONS, paginate: false },
          filters: {
            from: period.from,
            to: period.to,
            activity: query.activity,
            place: query.place,
            coordinator: query.coordinator,
          },
        }),
        from: period.from,
        to: period.to,
        placeSchedule:
          filter.placeId === undefined
            ? null
            : (schedules.get(filter.placeId) ?? []).map(({ weekday, start, end }) => ({
                weekday,
                start,
                end,
              })),
      };
    },
  );
};
