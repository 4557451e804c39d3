import {
  acceptsSubscriptions,
  isInterventionCompleted,
  WAITING_LIST_OFFER_HOURS,
  type ActivityStatus,
} from '@enlace/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Waiting lists of full sessions (docs/adr/0077-waiting-lists.md). These run inside the transaction of the write
// that may free a place, after it locked the intervention's row (PostgreSQL; SQLite runs one transaction at a
// time), so that a place is given once and the line keeps its order.

export const WAITING_LIST_OFFER_MS = WAITING_LIST_OFFER_HOURS * 3_600_000;

/** What filling freed places did for one volunteer of the line: moved in, or offered the place. */
export interface WaitingListOutcome {
  kind: 'moved' | 'offered';
  interventionId: number;
  userId: number;
  /** Offers only: until when the place is held for them (ISO). */
  offerExpiresAt: string | null;
}

type Tx = Kysely<Database>;

/** The volunteers' places taken: participations (pending ones hold theirs; declined ones do not). */
export async function volunteerPlacesTaken(db: Tx, tenantId: number, interventionId: number) {
  const { count } = await db
    .selectFrom('intervention_participants')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('intervention_id', '=', interventionId)
    .where('role', '=', 'volunteer')
    .where('status', '!=', 'declined')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The places held by offers not answered yet, but `exceptUserId`'s own. An expired offer holds its place until the
 * offers' pass moves it on: the place is never given twice meanwhile.
 */
export async function placesHeldByOffers(
  db: Tx,
  tenantId: number,
  interventionId: number,
  exceptUserId?: number,
) {
  let query = db
    .selectFrom('waiting_list_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('intervention_id', '=', interventionId)
    .where('offered_at', 'is not', null);
  if (exceptUserId !== undefined) query = query.where('user_id', '!=', exceptUserId);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Gives the intervention's free volunteer places to the first in line, in order: each is moved in at once, or,
 * when the organisation offers places, offered the place for a day. The caller holds the intervention's lock.
 * Nothing happens once the session is held or its activity no longer takes volunteers. A volunteer who is no
 * longer active leaves the line.
 */
export async function fillFreedPlaces(
  db: Tx,
  tenantId: number,
  interventionId: number,
  now: Date = new Date(),
): Promise<WaitingListOutcome[]> {
  const intervention = await db
    .selectFrom('interventions')
    .innerJoin('activities', 'activities.id', 'interventions.activity_id')
    .innerJoin('tenants', 'tenants.id', 'interventions.tenant_id')
    .select([
      'interventions.max_volunteers',
      'interventions.date',
      'interventions.schedule_end',
      'activities.status',
      'tenants.waiting_list_offers',
    ])
    .where('interventions.tenant_id', '=', tenantId)
    .where('interventions.id', '=', interventionId)
    .executeTakeFirst();
  if (!intervention) return [];
  if (
    !acceptsSubscriptions(intervention.status as ActivityStatus) ||
    isInterventionCompleted(intervention.status, intervention.date, intervention.schedule_end, now)
  ) {
    return [];
  }
  let free =
    intervention.max_volunteers -
    (await volunteerPlacesTaken(db, tenantId, interventionId)) -
    (await placesHeldByOffers(db, tenantId, interventionId));
  if (free <= 0) return [];
  const offers = intervention.waiting_list_offers === 1;
  const line = await db
    .selectFrom('waiting_list_entries as w')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'w.user_id').onRef('u.tenant_id', '=', 'w.tenant_id'),
    )
    .select(['w.id', 'w.user_id', 'u.active', 'u.deleted_at'])
    .where('w.tenant_id', '=', tenantId)
    .where('w.intervention_id', '=', interventionId)
    .where('w.offered_at', 'is', null)
    .orderBy('w.id')
    .execute();
  const outcomes: WaitingListOutcome[] = [];
  const at = now.toISOString();
  for (const entry of line) {
    if (free <= 0) break;
    if (entry.active !== 1 || entry.deleted_at !== null) {
      await db.deleteFrom('waiting_list_entries').where('id', '=', entry.id).execute();
      continue;
    }
    if (offers) {
      const offerExpiresAt = new Date(now.getTime() + WAITING_LIST_OFFER_MS).toISOString();
      await db
        .updateTable('waiting_list_entries')
        .set({ offered_at: at, offer_expires_at: offerExpiresAt })
        .where('id', '=', entry.id)
        .execute();
      outcomes.push({ kind: 'offered', interventionId, userId: entry.user_id, offerExpiresAt });
    } else {
      await moveIn(db, tenantId, interventionId, entry.id, entry.user_id, at);
      outcomes.push({ kind: 'moved', interventionId, userId: entry.user_id, offerExpiresAt: null });
    }
    free -= 1;
  }
  return outcomes;
}

/** The volunteer of the line takes their place: a confirmed participation of their own, and out of the line. */
export async function moveIn(
  db: Tx,
  tenantId: number,
  interventionId: number,
  entryId: number,
  userId: number,
  at: string,
) {
  await db
    .insertInto('intervention_participants')
    .values({
      tenant_id: tenantId,
      intervention_id: interventionId,
      role: 'volunteer',
      user_id: userId,
      beneficiary_id: null,
      status: 'confirmed',
      source: 'self',
      added_by_id: userId,
      created_at: at,
      confirmed_at: at,
    })
    .execute();
  await db
    .deleteFrom('waiting_list_entries')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entryId)
    .execute();
}
