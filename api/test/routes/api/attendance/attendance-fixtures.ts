import type { FastifyInstance } from 'fastify';
import { jsonHeaders } from '../volunteers/volunteer-fixtures';

export { authAs, DEMO_HOST, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';

/** GET /api/interventions/{id}/attendance. */
export const readSheet = (app: FastifyInstance, headers: Record<string, string>, interventionId: number) =>
  app.inject({ method: 'GET', url: `/api/interventions/${interventionId}/attendance`, headers });

/** POST /api/interventions/{id}/attendance `{ entries }`. */
export const saveSheet = (
  app: FastifyInstance,
  headers: Record<string, string>,
  interventionId: number,
  entries: unknown,
) =>
  app.inject({
    method: 'POST',
    url: `/api/interventions/${interventionId}/attendance`,
    headers: jsonHeaders(headers),
    payload: JSON.stringify({ entries }),
  });

/** The attendance columns of an intervention's participants as stored. */
export const attendanceRows = (app: FastifyInstance, interventionId: number) =>
  app.db
    .selectFrom('intervention_participants')
    .select(['id', 'attendance', 'attended_minutes', 'attendance_recorded_by_id', 'attendance_recorded_at'])
    .where('intervention_id', '=', interventionId)
    .orderBy('id')
    .execute();

export const participantIri = (interventionId: number, participantId: number) =>
  `/api/interventions/${interventionId}/participants/${participantId}`;
