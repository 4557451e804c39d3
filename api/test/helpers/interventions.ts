import { randomUUID } from 'node:crypto';
import { calendarDay } from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import { accessKeyOf } from '../../src/lib/access-key';
import { nowIso } from '../../src/db/database';
import { normalizeForSearch } from '../../src/lib/normalize';
import { personSearchColumns } from '../../src/lib/person-search';

// Activities and interventions written straight to the tables of migration 0011 (the participation tests run
// without the activities API), and the people who take part in them.

/** `YYYY-MM-DD` `days` after today in Spain's calendar (negative: before). */
export function dayFrom(days: number): string {
  const date = new Date(`${calendarDay()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface StoredActivity {
  name?: string;
  status?: string;
}

/** An activity of the tenant, led by one of its staff members; returns its id. */
export async function insertActivity(
  app: FastifyInstance,
  tenantId: number,
  activity: StoredActivity = {},
): Promise<number> {
  const staff = await app.db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('profile', '=', 'employee')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = nowIso();
  const name = activity.name ?? 'Taller de lectura';
  const { id } = await app.db
    .insertInto('activities')
    .values({
      tenant_id: tenantId,
      name,
      name_key: normalizeForSearch(name),
      description: null,
      type: 'training',
      mode: 'onsite',
      project_id: null,
      coordinator_id: staff.id,
      date_start: dayFrom(-400),
      date_end: dayFrom(400),
      status: activity.status ?? 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface StoredIntervention {
  date?: string;
  scheduleStart?: string;
  scheduleEnd?: string;
  maxVolunteers?: number;
  maxEmployees?: number;
  maxBeneficiaries?: number;
  placeId?: number | null;
}

/** An intervention of the activity (30 days ahead, 17:00–19:00, 5/2/10 places by default); returns its id. */
export async function insertIntervention(
  app: FastifyInstance,
  tenantId: number,
  activityId: number,
  intervention: StoredIntervention = {},
): Promise<number> {
  const now = nowIso();
  const { id } = await app.db
    .insertInto('interventions')
    .values({
      tenant_id: tenantId,
      activity_id: activityId,
      name: null,
      date: intervention.date ?? dayFrom(30),
      schedule_start: intervention.scheduleStart ?? '17:00',
      schedule_end: intervention.scheduleEnd ?? '19:00',
      place_id: intervention.placeId ?? null,
      format: 'onsite',
      min_volunteers: 0,
      min_employees: 0,
      min_beneficiaries: 0,
      max_volunteers: intervention.maxVolunteers ?? 5,
      max_employees: intervention.maxEmployees ?? 2,
      max_beneficiaries: intervention.maxBeneficiaries ?? 10,
      observations: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A place of the tenant (for the address the tutor sees); returns its id. */
export async function insertPlace(
  app: FastifyInstance,
  tenantId: number,
  place: { name: string; address: string },
): Promise<number> {
  const now = nowIso();
  const { id } = await app.db
    .insertInto('places')
    .values({
      tenant_id: tenantId,
      name: place.name,
      type: 'classroom',
      capacity: 20,
      address: place.address,
      access_status: 'accessible',
      accesible: 1,
      has_projector: 0,
      has_computer: 0,
      has_whiteboard: 0,
      has_air_conditioning: 0,
      search_text: normalizeForSearch(place.name),
      name_key: normalizeForSearch(place.name),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

let sequence = 0;

export interface StoredParticipantVolunteer {
  validated?: boolean;
  birthday?: string;
  tutorEmail?: string | null;
  guardianConsented?: boolean;
  name?: string;
}

/** Active volunteers able to sign in (by token); validated and adult unless told. Returns their ids. */
export async function insertActiveVolunteers(
  app: FastifyInstance,
  tenantId: number,
  count: number,
  volunteer: StoredParticipantVolunteer = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    sequence += 1;
    const now = nowIso();
    const validated = volunteer.validated ?? true;
    const person = {
      name: volunteer.name ?? 'Vera',
      surname: `Prueba ${sequence}`,
      email: `participa.${sequence}.${tenantId}@example.org`,
      identification: null,
    };
    const { id } = await app.db
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        email: person.email,
        password_hash: 'not-a-real-hash',
        name: person.name,
        surname: person.surname,
        profile: 'volunteer',
        roles: JSON.stringify(['user', 'volunteer']),
        status: validated ? 'validated' : 'pending',
        validated_at: validated ? now : null,
        active: 1,
        birthday: volunteer.birthday ?? '1990-05-17',
        tutor_email: volunteer.tutorEmail ?? null,
        guardian_consented_at: volunteer.guardianConsented ? now : null,
        ...personSearchColumns(person),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

/**
 * Bearer headers of a user, in a session of their own made straight away (no password round trip: fifty of them
 * log in fast).
 */
export async function tokenHeaders(app: FastifyInstance, userId: number, host: string) {
  const user = await app.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const sessionId = randomUUID();
  const now = new Date().toISOString();
  await app.db
    .insertInto('auth_sessions')
    .values({
      id: sessionId,
      tenant_id: user.tenant_id,
      user_id: user.id,
      access_key: accessKeyOf(user),
      created_at: now,
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
    })
    .execute();
  return { host, authorization: `Bearer ${app.signAccessToken(user, sessionId)}` };
}

/** The participants of an intervention as stored. */
export const participantRows = (app: FastifyInstance, interventionId: number) =>
  app.db
    .selectFrom('intervention_participants')
    .selectAll()
    .where('intervention_id', '=', interventionId)
    .orderBy('id')
    .execute();

/** The consent rows of a participant or a volunteer, oldest first. */
export const consentRows = (
  app: FastifyInstance,
  target: { participantId: number } | { volunteerId: number },
) =>
  'participantId' in target
    ? app.db
        .selectFrom('guardian_consents')
        .selectAll()
        .where('participant_id', '=', target.participantId)
        .orderBy('id')
        .execute()
    : app.db
        .selectFrom('guardian_consents')
        .selectAll()
        .where('volunteer_id', '=', target.volunteerId)
        .orderBy('id')
        .execute();

/** The consent code of the last email sent to `to` (the link's last path segment). */
export function consentCodeMailedTo(app: FastifyInstance, to: string): string {
  const mail = [...app.mailer.sent].reverse().find((sent) => sent.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = /\/authorized-participation\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error('no consent link in the mail');
  return match[1];
}
