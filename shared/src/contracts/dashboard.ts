import { type Static, type StaticDecode, type TProperties, Type } from '@sinclair/typebox';
import type { ActivityType, VolunteerStatus } from '../domain/enumerations';
import { textOfType } from './json-schema';
import type { ResourceOf } from './resource';
import { sessionSummaryProperties } from './session-summary';

// The intranet home's figures for a period (`/api/dashboard`, docs/adr/0075-intranet-home-figures.md), written
// once for the API and the intranet.

/** A count per value of one field (a status, a day, a type), for a chart or a list. */
const countsBy = <Value extends TProperties>(value: Value, description: string) =>
  Type.Array(Type.Object({ ...value, count: Type.Integer({ minimum: 0 }) }), { description });

/** A session of the coming days with fewer confirmed people than its minimum. */
export const DashboardSessionSchema = Type.Object({
  ...sessionSummaryProperties,
  missingVolunteers: Type.Integer({ minimum: 0 }),
  missingEmployees: Type.Integer({ minimum: 0 }),
});
export type DashboardSession = Static<typeof DashboardSessionSchema>;

/** `GET /api/dashboard?from=&to=`: the figures of the request's organisation. */
export const DashboardSchema = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': Type.String(),
  from: Type.String({ description: 'Primer día del periodo (YYYY-MM-DD)' }),
  to: Type.String({ description: 'Último día del periodo (YYYY-MM-DD), incluido' }),
  upcomingTo: Type.String({
    description: 'Último día de los próximos 14 días (sesiones que necesitan personas)',
  }),
  volunteersByStatus: countsBy(
    { status: textOfType<VolunteerStatus>() },
    'Personas voluntarias por estado ahora (pendientes de validar primero); no las eliminadas',
  ),
  sessionsNeedingPeople: Type.Array(DashboardSessionSchema, {
    description:
      'Sesiones de hoy a upcomingTo (actividades ni finalizadas ni canceladas) con menos voluntarios o empleados confirmados que su mínimo, la más próxima primero (hasta 20)',
  }),
  minorsAwaitingConsent: Type.Integer({
    minimum: 0,
    description: 'Plazas de menores en sesiones desde hoy que esperan el consentimiento de su tutor',
  }),
  attendedMinutes: Type.Integer({
    minimum: 0,
    description: 'Minutos dados por voluntarios que asistieron a sesiones del periodo',
  }),
  attendedSessions: Type.Integer({ minimum: 0, description: 'Sesiones del periodo con alguna asistencia' }),
  participationByDay: countsBy(
    { date: Type.String() },
    'Participaciones confirmadas por día de sesión del periodo (solo los días con alguna)',
  ),
  activitiesByType: countsBy(
    { type: textOfType<ActivityType>() },
    'Actividades no canceladas cuyo periodo toca el elegido, por tipo (solo los tipos con alguna)',
  ),
});
export type Dashboard = ResourceOf<typeof DashboardSchema>;

/** The period: days `YYYY-MM-DD`, both included, checked by the shared rules; the last 30 days without them. */
export const DashboardQuerySchema = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 32 })),
  to: Type.Optional(Type.String({ maxLength: 32 })),
});
export type DashboardQuery = StaticDecode<typeof DashboardQuerySchema>;
