import {
  capacityViolationsOf,
  isActivityEditable,
  maximumsBelowSignedUp,
  type PlaceCapacityPolicy,
} from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database, Intervention } from '../../db/schema';
import { claimVersion } from '../../lib/claim-version';
import type { PageRequest } from '../../lib/collection';
import { HttpError, unprocessable, type Violation } from '../../lib/http-error';
import { lockRow, slotViolations } from '../../lib/intervention-rules';
import { requestScope } from '../../lib/request-scope';
import { checkInterventionsCap } from '../../lib/tier-usage';
import { fillFreedPlaces, type WaitingListOutcome } from '../../lib/waiting-list';
import { activityNotEditable } from '../../lib/activity-errors';

/** What staff write about an intervention (create and update); the place already turned into an id. */
export type InterventionValues = Pick<
  Intervention,
  | 'name'
  | 'date'
  | 'schedule_start'
  | 'schedule_end'
  | 'place_id'
  | 'format'
  | 'min_volunteers'
  | 'max_volunteers'
  | 'min_employees'
  | 'max_employees'
  | 'min_beneficiaries'
  | 'max_beneficiaries'
  | 'observations'
>;

export interface InterventionListFilter {
  activityId?: number;
  /** Only the interventions of the activities this person coordinates. */
  coordinatorId?: number;
}

/** An intervention with its activity, its place and its participants' counts. */
export type InterventionRow = Intervention & {
  activity_name: string;
  activity_status: string;
  place_name: string | null;
  place_address: string | null;
  place_capacity: number | null;
  place_capacity_policy: string | null;
  volunteers: number | string | null;
  employees: number | string | null;
  beneficiaries: number | string | null;
  pending_beneficiaries: number | string | null;
};

export const interventionHasParticipants = () =>
  new HttpError(
    409,
    'intervention-has-participants',
    'La intervención tiene participantes: quítalos antes de eliminarla.',
  );

/** The activity given for a new intervention is not one of the tenant's. */
const unknownActivity = () =>
  unprocessable([{ propertyPath: 'activity', message: 'field-not-valid-option' }]);

/**
 * The interventions of the request's tenant. Writes run in one transaction with the activity's row locked (and
 * the place's) on PostgreSQL, so the overlap and booking checks and the write cannot interleave with another
 * write of the same activity or place; SQLite runs one transaction at a time.
 */
export interface InterventionsRepository {
  /** By day and time; of one activity, or of the activities one coordinator leads, or both. */
  list(
    request: FastifyRequest,
    filter: InterventionListFilter,
    page: PageRequest,
  ): Promise<{ rows: InterventionRow[]; total: number }>;
  find(request: FastifyRequest, id: number): Promise<InterventionRow | undefined>;
  create(request: FastifyRequest, activityId: number, values: InterventionValues): Promise<InterventionRow>;
  /**
   * Saves the intervention; a maximum below the people of its kind already signed up is refused (422
   * `max-below-signed-up`). `version`: the one an If-Match named, claimed (412 `resource-changed` when the row
   * moved on).
   */
  update(
    request: FastifyRequest,
    id: number,
    values: InterventionValues,
    version?: number,
  ): Promise<(InterventionRow & { waitingList: WaitingListOutcome[] }) | undefined>;
  /** Deletes an intervention without participants (409 otherwise); false when it does not exist. */
  remove(request: FastifyRequest, id: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    interventionsRepository: InterventionsRepository;
  }
}

const participantCount = (
  db: Kysely<Database>,
  role: string,
  status: string,
  alias: 'volunteers' | 'employees' | 'beneficiaries' | 'pending_beneficiaries',
) =>
  db
    .selectFrom('intervention_participants')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('intervention_participants.intervention_id', '=', sql.ref<number>('interventions.id'))
    .where('intervention_participants.role', '=', role)
    .where('intervention_participants.status', '=', status)
    .as(alias);

export const selection = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('interventions')
    .innerJoin('activities', 'activities.id', 'interventions.activity_id')
    .leftJoin('places', 'places.id', 'interventions.place_id')
    .where('interventions.tenant_id', '=', tenantId)
    .selectAll('interventions')
    .select([
      'activities.name as activity_name',
      'activities.status as activity_status',
      'places.name as place_name',
      'places.address as place_address',
      'places.capacity as place_capacity',
      'places.capacity_policy as place_capacity_policy',
      participantCount(db, 'volunteer', 'confirmed', 'volunteers'),
      participantCount(db, 'employee', 'confirmed', 'employees'),
      participantCount(db, 'beneficiary', 'confirmed', 'beneficiaries'),
      participantCount(db, 'beneficiary', 'pending', 'pending_beneficiaries'),
    ]);

/** The intervention's format and maximums, as the shared capacity rule reads them. */
export const maximumsOf = (values: InterventionValues) => ({
  format: values.format,
  maxVolunteers: values.max_volunteers,
  maxEmployees: values.max_employees,
  maxBeneficiaries: values.max_beneficiaries,
});

/** A place's capacity and what exceeding it does, as the shared capacity rule reads them. */
export const roomOf = (place: { capacity: number; capacity_policy: string }) => ({
  capacity: place.capacity,
  capacityPolicy: place.capacity_policy as PlaceCapacityPolicy,
});

/**
 * What an intervention of the activity must respect, checked with the activity's row locked by the caller: the
 * activity can still change (409 otherwise), the day lies in its range, the place is the tenant's, holds the
 * people expected when it refuses more than its capacity, and is free (its row locked too, so that a capacity
 * change waits), and no other intervention of the activity overlaps. Answers the violations: those of the values
 * alone first, and the day's conflicts with other rows only when there are none. `movedWith`: other sessions of a
 * series moving in the same write.
 */
export async function writeViolations(
  db: Kysely<Database>,
  tenantId: number,
  activityId: number,
  values: InterventionValues,
  id?: number,
  movedWith?: readonly number[],
): Promise<Violation[]> {
  const activity = await db
    .selectFrom('activities')
    .select(['status', 'date_start', 'date_end'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', activityId)
    .executeTakeFirstOrThrow();
  if (!isActivityEditable(activity.status as never)) throw activityNotEditable();
  const violations: Violation[] = [];
  if (values.date < activity.date_start || values.date > activity.date_end) {
    violations.push({
      propertyPath: 'date',
      message: 'intervention-date-range-error',
      params: { dateStart: activity.date_start, dateEnd: activity.date_end },
    });
  }
  if (values.place_id !== null) {
    const place = (await lockRow(db, 'places', tenantId, values.place_id))
      ? await db
          .selectFrom('places')
          .select(['capacity', 'capacity_policy'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', values.place_id)
          .executeTakeFirst()
      : undefined;
    if (!place) violations.push({ propertyPath: 'place', message: 'field-not-valid-option' });
    else violations.push(...capacityViolationsOf(maximumsOf(values), roomOf(place)));
  }
  if (violations.length) return violations;
  return slotViolations(db, tenantId, {
    id,
    movedWith,
    activityId,
    date: values.date,
    start: values.schedule_start,
    end: values.schedule_end,
    placeId: values.place_id,
  });
}

/** The rules of writeViolations, refused with a 422 of every violation. */
export async function checkWrite(
  db: Kysely<Database>,
  tenantId: number,
  activityId: number,
  values: InterventionValues,
  id?: number,
): Promise<void> {
  const violations = await writeViolations(db, tenantId, activityId, values, id);
  if (violations.length) throw unprocessable(violations);
}

/**
 * Everyone signed up for the intervention, by role; pending participants hold their place too, those whose
 * tutor declined do not.
 */
export const signedUp = async (db: Kysely<Database>, tenantId: number, id: number) => {
  const rows = await db
    .selectFrom('intervention_participants')
    .select(['role', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('tenant_id', '=', tenantId)
    .where('intervention_id', '=', id)
    .where('status', '!=', 'declined')
    .groupBy('role')
    .execute();
  const of = (role: string) => Number(rows.find((row) => row.role === role)?.count ?? 0);
  return { volunteers: of('volunteer'), employees: of('employee'), beneficiaries: of('beneficiary') };
};

/**
 * Refuses to delete sessions someone takes part in (409 `intervention-has-participants`). A minor whose tutor
 * declined does not take part: the refusal goes with the session.
 */
export async function checkWithoutParticipants(
  db: Kysely<Database>,
  tenantId: number,
  ids: readonly number[],
): Promise<void> {
  if (!ids.length) return;
  const participant = await db
    .selectFrom('intervention_participants')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('intervention_id', 'in', ids)
    .where('status', '!=', 'declined')
    .executeTakeFirst();
  if (participant) throw interventionHasParticipants();
}

export const interventionsRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);
    const findIn = (db: Kysely<Database>, tenantId: number, id: number) =>
      selection(db, tenantId).where('interventions.id', '=', id).executeTakeFirst();

    const activityOf = (db: Kysely<Database>, tenantId: number, id: number) =>
      db
        .selectFrom('interventions')
        .select('activity_id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();

    app.decorate('interventionsRepository', {
      list: (request, filter, page) =>
        scoped(request, async (db, tenantId) => {
          let counted = db
            .selectFrom('interventions')
            .innerJoin('activities', 'activities.id', 'interventions.activity_id')
            .where('interventions.tenant_id', '=', tenantId);
          let selected = selection(db, tenantId);
          if (filter.activityId !== undefined) {
            counted = counted.where('interventions.activity_id', '=', filter.activityId);
            selected = selected.where('interventions.activity_id', '=', filter.activityId);
          }
          if (filter.coordinatorId !== undefined) {
            counted = counted.where('activities.coordinator_id', '=', filter.coordinatorId);
            selected = selected.where('activities.coordinator_id', '=', filter.coordinatorId);
          }
          const { total } = await counted
            .select((eb) => eb.fn.countAll<number | string>().as('total'))
            .executeTakeFirstOrThrow();
          const rows = await selected
            .orderBy('interventions.date')
            .orderBy('interventions.schedule_start')
            .orderBy('interventions.id')
            .limit(page.itemsPerPage)
            .offset((page.page - 1) * page.itemsPerPage)
            .execute();
          return { rows, total: Number(total) };
        }),

      find: (request, id) => scoped(request, (db, tenantId) => findIn(db, tenantId, id)),

      create: (request, activityId, values) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await lockRow(db, 'activities', tenantId, activityId))) throw unknownActivity();
          await checkWrite(db, tenantId, activityId, values);
          await checkInterventionsCap(db, tenantId, activityId);
          const now = nowIso();
          const { id } = await db
            .insertInto('interventions')
            .values({
              ...values,
              tenant_id: tenantId,
              activity_id: activityId,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return (await findIn(db, tenantId, id))!;
        }),

      update: (request, id, values, version) =>
        scopedTransaction(request, async (db, tenantId) => {
          const current = await activityOf(db, tenantId, id);
          if (!current) return undefined;
          await lockRow(db, 'activities', tenantId, current.activity_id);
          // The intervention's row next (the order every write of it takes): adding a participant locks it too,
          // so the counts below hold until the write commits.
          if (!(await claimVersion(db, 'interventions', tenantId, id, version))) return undefined;
          if (version === undefined) await lockRow(db, 'interventions', tenantId, id);
          const violations = maximumsBelowSignedUp(
            {
              maxVolunteers: values.max_volunteers,
              maxEmployees: values.max_employees,
              maxBeneficiaries: values.max_beneficiaries,
            },
            await signedUp(db, tenantId, id),
          );
          if (violations.length) throw unprocessable(violations);
          await checkWrite(db, tenantId, current.activity_id, values, id);
          await db
            .updateTable('interventions')
            .set({ ...values, updated_at: nowIso() })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
          // A higher maximum gives its new places to the session's waiting list, under the same lock.
          const waitingList = await fillFreedPlaces(db, tenantId, id);
          const updated = await findIn(db, tenantId, id);
          return updated && { ...updated, waitingList };
        }),

      remove: (request, id) =>
        scopedTransaction(request, async (db, tenantId) => {
          const current = await activityOf(db, tenantId, id);
          if (!current) return false;
          await lockRow(db, 'activities', tenantId, current.activity_id);
          const activity = await db
            .selectFrom('activities')
            .select('status')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', current.activity_id)
            .executeTakeFirstOrThrow();
          if (!isActivityEditable(activity.status as never)) throw activityNotEditable();
          await checkWithoutParticipants(db, tenantId, [id]);
          await db
            .deleteFrom('interventions')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
          return true;
        }),
    } satisfies InterventionsRepository);
  },
  { name: 'interventions-repository', dependencies: ['database', 'tenancy', 'activities-repository'] },
);
