import { StaffCalendarQuerySchema, StaffCalendarSchema } from '@enlace/shared/contracts';
import { CALENDAR_PERIOD_MAX_DAYS } from '@enlace/shared/domain';
import { collection } from '../../../lib/collection';
import type { ContractRoutes } from '../../../lib/contract-routes';
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
import { calendarPeriodOf, calendarSessionOf, conflictsOfRows, placeIdsOf } from './calendar-shared';

/** `GET /api/calendar?from=&to=`: the organisation's sessions of a period, for the intranet's calendar. */
export const getCalendar: ContractRoutes = async (app) => {
  app.get(
    '/calendar',
    {
      preHandler: app.requirePermission('intervention:list'),
      schema: {
        tags: ['calendar'],
        summary: `Las sesiones de la organización entre from y to (YYYY-MM-DD, incluidos; ${CALENDAR_PERIOD_MAX_DAYS} días como mucho), por día y hora, sin las de actividades canceladas (${CALENDAR_MAX_SESSIONS} como mucho): su actividad, su lugar, los voluntarios que aún necesita y sus conflictos de lugar; filtros activity, place (id o IRI) y coordinator (id, IRI o «me»). 400 si el periodo no es válido. Todo el personal`,
        security: [{ bearerAuth: [] }],
        querystring: StaffCalendarQuerySchema,
        response: { 200: StaffCalendarSchema, ...errors(400, 401, 403, 404) },
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
