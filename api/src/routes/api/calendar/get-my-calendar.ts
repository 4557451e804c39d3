import {
  acceptsSubscriptions,
  type ActivityStatus,
  CALENDAR_PERIOD_MAX_DAYS,
  isInterventionCompleted,
  type ParticipantStatus,
} from '@enlace/shared/domain';
import { MyCalendarQuerySchema, MyCalendarSchema } from '@enlace/shared/contracts';
import { collection } from '../../../lib/collection';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { CALENDAR_MAX_SESSIONS } from '../../../plugins/repositories/session-calendar-repository';
import { localNow } from '../../../plugins/repositories/volunteer-area-repository';
import { requireVolunteer } from '../available-activities/available-activity-shared';
import { calendarPeriodOf, calendarSessionOf } from './calendar-shared';

/**
 * `GET /api/me/calendar?from=&to=`: the volunteer's own sessions of the period and those they may join (what the
 * available activities offer: a visible activity's sessions not completed yet).
 */
export const getMyCalendar: ContractRoutes = async (app) => {
  app.get(
    '/me/calendar',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['volunteer area'],
        summary: `Las sesiones del voluntario entre from y to (YYYY-MM-DD, incluidos; ${CALENDAR_PERIOD_MAX_DAYS} días como mucho) y las abiertas a las que puede apuntarse, por día y hora (${CALENDAR_MAX_SESSIONS} como mucho). 400 si el periodo no es válido (solo el perfil voluntario)`,
        security: [{ bearerAuth: [] }],
        querystring: MyCalendarQuerySchema,
        response: { 200: MyCalendarSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const period = await calendarPeriodOf(request.query);
      const moment = new Date();
      const now = localNow(moment);
      const rows = await app.sessionCalendarRepository.volunteerSessions(
        request,
        request.currentUser!.id,
        period,
        now,
      );
      return {
        ...collection({
          iri: '/api/me/calendar',
          type: 'Intervention',
          members: rows.map((row) => {
            const status = row.activity_status as ActivityStatus;
            const completed = isInterventionCompleted(status, row.date, row.schedule_end, moment);
            return {
              ...calendarSessionOf(row, (id) => `/api/available_activities/${id}`),
              participation: row.participation_status as ParticipantStatus | null,
              // Taking subscriptions, as the available activity's sessions say (`open`).
              open: acceptsSubscriptions(status) && !completed,
            };
          }),
          totalItems: rows.length,
          page: { page: 1, itemsPerPage: CALENDAR_MAX_SESSIONS, paginate: false },
          filters: { from: period.from, to: period.to },
        }),
        from: period.from,
        to: period.to,
      };
    },
  );
};
