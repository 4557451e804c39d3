import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../../src/db/database';
import { personSearchColumns } from '../../../../src/lib/person-search';
import { dayFromToday } from '../beneficiaries/beneficiary-fixtures';
import { jsonHeaders } from '../volunteers/volunteer-fixtures';

export { authAs, DEMO_HOST, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';
export { dayFromToday };

/** POST /api/interventions/{id}/participants `{ person }`. */
export const addParticipant = (
  app: FastifyInstance,
  headers: Record<string, string>,
  interventionId: number,
  person: unknown,
) =>
  app.inject({
    method: 'POST',
    url: `/api/interventions/${interventionId}/participants`,
    headers: jsonHeaders(headers),
    payload: JSON.stringify({ person }),
  });

export const listParticipants = (
  app: FastifyInstance,
  headers: Record<string, string>,
  interventionId: number,
) => app.inject({ method: 'GET', url: `/api/interventions/${interventionId}/participants`, headers });

export const removeParticipant = (
  app: FastifyInstance,
  headers: Record<string, string>,
  interventionId: number,
  participantId: number,
) =>
  app.inject({
    method: 'DELETE',
    url: `/api/interventions/${interventionId}/participants/${participantId}`,
    headers,
  });

export const resendConsent = (
  app: FastifyInstance,
  headers: Record<string, string>,
  interventionId: number,
  participantId: number,
) =>
  app.inject({
    method: 'POST',
    url: `/api/interventions/${interventionId}/participants/${participantId}/consent`,
    headers,
  });

export const subscribe = (app: FastifyInstance, headers: Record<string, string>, interventionId: number) =>
  app.inject({ method: 'POST', url: `/api/interventions/${interventionId}/subscription`, headers });

export const unsubscribe = (app: FastifyInstance, headers: Record<string, string>, interventionId: number) =>
  app.inject({ method: 'DELETE', url: `/api/interventions/${interventionId}/subscription`, headers });

export interface StoredMinor {
  name?: string;
  surname?: string;
  birthday?: string;
  tutorEmail?: string | null;
  tutorId?: number | null;
}

/** A beneficiary written straight to the database: a ten-year-old with a tutor's email unless told. */
export async function insertBeneficiary(
  app: FastifyInstance,
  tenantId: number,
  person: StoredMinor & { email?: string | null } = {},
): Promise<number> {
  const now = nowIso();
  const name = person.name ?? 'Hugo';
  const surname = person.surname ?? 'Ruiz Jiménez';
  const { id } = await app.db
    .insertInto('beneficiaries')
    .values({
      tenant_id: tenantId,
      name,
      surname,
      email: person.email ?? null,
      sex: 'male',
      birthday: person.birthday ?? dayFromToday(-10),
      disability: '[]',
      has_disability: 0,
      tutor_id: person.tutorId ?? null,
      tutor_email: person.tutorEmail === undefined ? 'antonio.ruiz@example.org' : person.tutorEmail,
      ...personSearchColumns({ name, surname, email: person.email ?? '', identification: null }),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The id of a demo account by email. */
export async function userIdOf(app: FastifyInstance, email: string): Promise<number> {
  const { id } = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return id;
}
