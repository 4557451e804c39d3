import { isPlaceAvailable, type PlaceScheduleRange, weekdayOf } from '@enlace/shared/domain';
import type { Kysely } from 'kysely';
import { isPostgres } from '../db/database';
import type { Database } from '../db/schema';
import type { Violation } from './http-error';

// The rules of an intervention that depend on other rows (spec §5). They run inside the write's transaction,
// after the activity's row (and the place's) were locked, so two writes cannot both pass them.

/**
 * An intervention as the rules see it; `id` is left out for a new one. `movedWith`: the other sessions of its
 * series that move in the same write (each checked in its new place), not in the way of this one.
 */
export interface InterventionSlot {
  id?: number;
  movedWith?: readonly number[];
  activityId: number;
  date: string;
  start: string;
  end: string;
  placeId: number | null;
}

export { weekdayOf };

/** Locks the row for the rest of the transaction on PostgreSQL (SQLite runs one transaction at a time). */
export async function lockRow(
  db: Kysely<Database>,
  table: 'activities' | 'places' | 'interventions',
  tenantId: number,
  id: number,
): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('id', '=', id);
  if (isPostgres(db)) query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/** Interventions of the tenant that take up a day and a time range (end excluded), except `id`. */
const overlapping = (db: Kysely<Database>, tenantId: number, slot: InterventionSlot) => {
  let query = db
    .selectFrom('interventions')
    .innerJoin('activities', 'activities.id', 'interventions.activity_id')
    .select('interventions.id')
    .where('interventions.tenant_id', '=', tenantId)
    .where('interventions.date', '=', slot.date)
    .where('interventions.schedule_start', '<', slot.end)
    .where('interventions.schedule_end', '>', slot.start);
  const apart = [...(slot.id === undefined ? [] : [slot.id]), ...(slot.movedWith ?? [])];
  if (apart.length) query = query.where('interventions.id', 'not in', apart);
  return query;
};

/**
 * The violations of the slot: the activity's other interventions at an overlapping time
 * (`intervention-time-overlap-error`), a place closed then per its weekly schedule
 * (`place-not-available-at-that-time`) or already booked by an intervention of any activity of the tenant that
 * is not cancelled (`schedule-conflict-with-another-intervention`).
 */
export async function slotViolations(
  db: Kysely<Database>,
  tenantId: number,
  slot: InterventionSlot,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  const sameActivity = await overlapping(db, tenantId, slot)
    .where('interventions.activity_id', '=', slot.activityId)
    .executeTakeFirst();
  if (sameActivity)
    violations.push({ propertyPath: 'scheduleStart', message: 'intervention-time-overlap-error' });
  if (slot.placeId !== null) {
    const schedules = await db
      .selectFrom('place_schedules')
      .select(['weekday', 'start_time as start', 'end_time as end'])
      .where('tenant_id', '=', tenantId)
      .where('place_id', '=', slot.placeId)
      .execute();
    if (!isPlaceAvailable(schedules as PlaceScheduleRange[], weekdayOf(slot.date), slot.start, slot.end)) {
      violations.push({ propertyPath: 'place', message: 'place-not-available-at-that-time' });
    } else {
      const booked = await overlapping(db, tenantId, slot)
        .where('interventions.place_id', '=', slot.placeId)
        .where('activities.status', '!=', 'cancelled')
        .executeTakeFirst();
      if (booked) {
        violations.push({ propertyPath: 'place', message: 'schedule-conflict-with-another-intervention' });
      }
    }
  }
  return violations;
}

/** Adds `days` to a calendar day `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
