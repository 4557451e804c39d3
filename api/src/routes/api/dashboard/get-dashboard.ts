import { DashboardQuerySchema, DashboardSchema } from '@enlace/shared/contracts';
import {
  calendarDay,
  DASHBOARD_DEFAULT_PAST_DAYS,
  DASHBOARD_UPCOMING_DAYS,
  dashboardPeriodSchema,
} from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { unprocessable } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { violationsOf } from '../../../lib/validation';

export const DASHBOARD_PATH = '/api/dashboard';

/** `YYYY-MM-DD` of `day` moved by `days` (calendar days, free of time zones). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** `GET /api/dashboard?from=&to=`: the intranet home's figures of the request's organisation. */
export const getDashboard: ContractRoutes = async (app) => {
  app.get(
    '/dashboard',
    {
      preHandler: app.requirePermission('dashboard:read'),
      schema: {
        tags: ['dashboard'],
        summary:
          'Las cifras de la portada de la intranet para un periodo (from y to, YYYY-MM-DD, incluidos; sin ellos, los últimos 30 días): personas voluntarias por estado, sesiones de los próximos 14 días a las que faltan personas, menores esperando el consentimiento del tutor, minutos dados, participaciones por día y actividades por tipo. 422 date-start-after-date-end, period-too-long. Todo el personal',
        security: [{ bearerAuth: [] }],
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => {
      // Today in the organisation's calendar (Spain's), as every other date rule of the product.
      const today = calendarDay();
      const chosen = request.query.from !== undefined || request.query.to !== undefined;
      const from = chosen ? request.query.from : addDays(today, -(DASHBOARD_DEFAULT_PAST_DAYS - 1));
      const to = chosen ? request.query.to : today;
      const violations = await violationsOf(dashboardPeriodSchema, { from: from ?? null, to: to ?? null });
      if (violations.length) throw unprocessable(violations);
      const period = {
        from: from as string,
        to: to as string,
        today,
        upcomingTo: addDays(today, DASHBOARD_UPCOMING_DAYS),
      };
      const figures = await app.dashboardRepository.figures(request, period);
      return {
        '@context': '/api/contexts/Dashboard',
        '@id': `${DASHBOARD_PATH}?from=${period.from}&to=${period.to}`,
        '@type': 'Dashboard',
        from: period.from,
        to: period.to,
        upcomingTo: period.upcomingTo,
        volunteersByStatus: figures.volunteersByStatus,
        sessionsNeedingPeople: figures.sessionsNeedingPeople.map((session) => ({
          '@id': `/api/interventions/${session.id}`,
          '@type': 'Intervention',
          id: session.id,
          name: session.name,
          date: session.date,
          scheduleStart: session.scheduleStart,
          scheduleEnd: session.scheduleEnd,
          activity: {
            '@id': `/api/activities/${session.activityId}`,
            '@type': 'Activity',
            id: session.activityId,
            name: session.activityName,
          },
          missingVolunteers: session.missingVolunteers,
          missingEmployees: session.missingEmployees,
        })),
        minorsAwaitingConsent: figures.minorsAwaitingConsent,
        attendedMinutes: figures.attendedMinutes,
        attendedSessions: figures.attendedSessions,
        participationByDay: figures.participationByDay,
        activitiesByType: figures.activitiesByType,
      };
    },
  );
};
