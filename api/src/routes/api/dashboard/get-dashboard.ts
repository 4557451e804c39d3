import {
  calendarDay,
  DASHBOARD_DEFAULT_PAST_DAYS,
  DASHBOARD_UPCOMING_DAYS,
  dashboardPeriodSchema,
} from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { unprocessable } from '../../../lib/http-error';
import { errors, sessionSummaryProperties } from '../../../lib/schemas';
import { violationsOf } from '../../../lib/validation';

export const DASHBOARD_PATH = '/api/dashboard';

type Query = { from?: string; to?: string };

/** `YYYY-MM-DD` of `day` moved by `days` (calendar days, free of time zones). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const countsSchema = (key: string, description: string) =>
  ({
    type: 'array',
    description,
    items: {
      type: 'object',
      properties: { [key]: { type: 'string' }, count: { type: 'integer', minimum: 0 } },
    },
  }) as const;

const dashboardSchema = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    from: { type: 'string', description: 'Primer día del periodo (YYYY-MM-DD)' },
    to: { type: 'string', description: 'Último día del periodo (YYYY-MM-DD), incluido' },
    upcomingTo: {
      type: 'string',
      description: 'Último día de los próximos 14 días (sesiones que necesitan personas)',
    },
    volunteersByStatus: countsSchema(
      'status',
      'Personas voluntarias por estado ahora (pendientes de validar primero); no las eliminadas',
    ),
    sessionsNeedingPeople: {
      type: 'array',
      description:
        'Sesiones de hoy a upcomingTo (actividades ni finalizadas ni canceladas) con menos voluntarios o empleados confirmados que su mínimo, la más próxima primero (hasta 20)',
      items: {
        type: 'object',
        properties: {
          ...sessionSummaryProperties,
          missingVolunteers: { type: 'integer', minimum: 0 },
          missingEmployees: { type: 'integer', minimum: 0 },
        },
      },
    },
    minorsAwaitingConsent: {
      type: 'integer',
      minimum: 0,
      description: 'Plazas de menores en sesiones desde hoy que esperan el consentimiento de su tutor',
    },
    attendedMinutes: {
      type: 'integer',
      minimum: 0,
      description: 'Minutos dados por voluntarios que asistieron a sesiones del periodo',
    },
    attendedSessions: {
      type: 'integer',
      minimum: 0,
      description: 'Sesiones del periodo con alguna asistencia',
    },
    participationByDay: countsSchema(
      'date',
      'Participaciones confirmadas por día de sesión del periodo (solo los días con alguna)',
    ),
    activitiesByType: countsSchema(
      'type',
      'Actividades no canceladas cuyo periodo toca el elegido, por tipo (solo los tipos con alguna)',
    ),
  },
} as const;

/** `GET /api/dashboard?from=&to=`: the intranet home's figures of the request's organisation. */
export const getDashboard: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Query }>(
    '/dashboard',
    {
      preHandler: app.requirePermission('dashboard:read'),
      schema: {
        tags: ['dashboard'],
        summary:
          'Las cifras de la portada de la intranet para un periodo (from y to, YYYY-MM-DD, incluidos; sin ellos, los últimos 30 días): personas voluntarias por estado, sesiones de los próximos 14 días a las que faltan personas, menores esperando el consentimiento del tutor, minutos dados, participaciones por día y actividades por tipo. 422 date-start-after-date-end, period-too-long. Todo el personal',
        security: [{ bearerAuth: [] }],
        querystring: {
          type: 'object',
          properties: { from: { type: 'string', maxLength: 32 }, to: { type: 'string', maxLength: 32 } },
        },
        response: { 200: dashboardSchema, ...errors(401, 403, 404, 422) },
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
