import { calendarDay } from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../src/db/database';
import { addDays } from '../../src/lib/intervention-rules';
import { normalizeForSearch } from '../../src/lib/normalize';

// Activities, interventions and participants written straight to the database (the tables of migrations 0011
// and 0012), for the tests of what reads them before the routes that write them exist.

/** The calendar day (Spain's) `days` from today: negative for the past (calendar days, whatever summer time). */
export const dayFromToday = (days: number): string => addDays(calendarDay(new Date()), days);

export interface StoredIntervention {
  date: string;
  scheduleStart?: string;
  scheduleEnd?: string;
  placeId?: number | null;
  maxVolunteers?: number;
  name?: string | null;
  format?: string;
}

export interface StoredActivity {
  name: string;
  status?: string;
  description?: string | null;
  type?: string;
  mode?: string;
  dateStart?: string;
  dateEnd?: string;
  interventions?: StoredIntervention[];
}

/** A user of the tenant with the given email (a coordinator for activities, a volunteer for participants). */
export async function userIdOf(app: FastifyInstance, email: string): Promise<number> {
  const { id } = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return id;
}

/** Inserts an activity and its interventions; returns the activity's id and its interventions' ids in order. */
export async function insertActivity(
  app: FastifyInstance,
  tenantId: number,
  coordinatorId: number,
  activity: StoredActivity,
): Promise<{ id: number; interventions: number[] }> {
  const now = nowIso();
  const { id } = await app.db
    .insertInto('activities')
    .values({
      tenant_id: tenantId,
      name: activity.name,
      name_key: normalizeForSearch(activity.name),
      description: activity.description ?? null,
      type: activity.type ?? 'social',
      mode: activity.mode ?? 'onsite',
      project_id: null,
      coordinator_id: coordinatorId,
      date_start: activity.dateStart ?? dayFromToday(-400),
      date_end: activity.dateEnd ?? dayFromToday(400),
      status: activity.status ?? 'active',
      duplicated_from_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const interventions: number[] = [];
  for (const intervention of activity.interventions ?? []) {
    const row = await app.db
      .insertInto('interventions')
      .values({
        tenant_id: tenantId,
        activity_id: id,
        name: intervention.name ?? null,
        date: intervention.date,
        schedule_start: intervention.scheduleStart ?? '10:00',
        schedule_end: intervention.scheduleEnd ?? '12:00',
        place_id: intervention.placeId ?? null,
        format: intervention.format ?? 'workshop',
        min_volunteers: 0,
        max_volunteers: intervention.maxVolunteers ?? 5,
        min_employees: 0,
        max_employees: 1,
        min_beneficiaries: 1,
        max_beneficiaries: 10,
        observations: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    interventions.push(row.id);
  }
  return { id, interventions };
}

/** Adds a user to an intervention (a volunteer's own subscription by default). */
export async function insertParticipant(
  app: FastifyInstance,
  tenantId: number,
  interventionId: number,
  userId: number,
  { role = 'volunteer', status = 'confirmed' }: { role?: string; status?: string } = {},
): Promise<number> {
  const { id } = await app.db
    .insertInto('intervention_participants')
    .values({
      tenant_id: tenantId,
      intervention_id: interventionId,
      role,
      user_id: userId,
      beneficiary_id: null,
      status,
      source: role === 'volunteer' ? 'self' : 'staff',
      added_by_id: null,
      created_at: nowIso(),
      confirmed_at: status === 'confirmed' ? nowIso() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Removes every activity of a tenant (with its interventions and participants): a clean slate for list tests. */
export async function clearActivities(app: FastifyInstance, tenantId: number): Promise<void> {
  await app.db.deleteFrom('guardian_consents').where('tenant_id', '=', tenantId).execute();
  await app.db.deleteFrom('intervention_participants').where('tenant_id', '=', tenantId).execute();
  await app.db.deleteFrom('interventions').where('tenant_id', '=', tenantId).execute();
  await app.db.deleteFrom('activity_partners').where('tenant_id', '=', tenantId).execute();
  await app.db.deleteFrom('activities').where('tenant_id', '=', tenantId).execute();
}
