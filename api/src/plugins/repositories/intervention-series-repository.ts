import { isActivityEditable, maximumsBelowSignedUp, tierLimit } from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import { claimVersion } from '../../lib/claim-version';
import { fillFreedPlaces, type WaitingListOutcome } from '../../lib/waiting-list';
import { unprocessable, type Violation } from '../../lib/http-error';
import { lockRow } from '../../lib/intervention-rules';
import { requestScope } from '../../lib/request-scope';
import { checkInterventionsCap, interventionsOfActivity, tierOf } from '../../lib/tier-usage';
import { activityNotEditable } from '../../lib/activity-errors';
import {
  checkWithoutParticipants,
  type InterventionRow,
  type InterventionValues,
  selection,
  signedUp,
  writeViolations,
} from './interventions-repository';

/** What every session of a series shares: all a session's values but its day. */
export type SeriesValues = Omit<InterventionValues, 'date'>;

/** One day of a series and what stops its session from being saved (none: it can be). */
export interface SeriesDay {
  date: string;
  violations: Violation[];
}

/** The sessions a change of "this and the following" leaves: each as it was and as it is now. */
export interface SeriesChange {
  before: InterventionRow;
  after: InterventionRow;
  /** Who moved in or was offered a place from the session's waiting list (a maximum raised). */
  waitingList: WaitingListOutcome[];
}

/**
 * Series of sessions (docs/adr/0076-session-series.md). Each session of a series is checked with the single
 * session's rules (writeViolations), inside one transaction with the activity's row locked, so the preview, the
 * save and "this and the following" judge the same way and a concurrent change cannot slip between check and
 * write.
 */
export interface InterventionSeriesRepository {
  /**
   * Each day's session checked as if it were saved alone, saving nothing; `available`: how many more sessions
   * the tier lets the activity have (null: no cap). 422 on `activity` when it is not one of the tenant's.
   */
  preview(
    request: FastifyRequest,
    activityId: number,
    values: SeriesValues,
    days: readonly string[],
  ): Promise<{ days: SeriesDay[]; available: number | null }>;
  /**
   * Saves the series and its sessions, all or none: 422 with each day's violations (`sessions[i].<field>`, the
   * day in `params.date`), 409 `intervention-exceeds-limit` past the tier's cap.
   */
  create(
    request: FastifyRequest,
    activityId: number,
    values: SeriesValues,
    days: readonly string[],
  ): Promise<{ id: number; sessions: InterventionRow[] }>;
  /** The session and the later ones of its series (just the session outside a series); undefined: unknown. */
  following(request: FastifyRequest, id: number): Promise<InterventionRow[] | undefined>;
  /**
   * Saves each of the session and the later ones of its series with `valuesOf` it, all or none: each is
   * re-checked (its maximums against its people, the single session's rules; the sessions moving together are
   * not in each other's way), 422 with each day's violations otherwise. `version` is the session's (If-Match).
   */
  updateFollowing(
    request: FastifyRequest,
    id: number,
    valuesOf: (row: InterventionRow, first: InterventionRow) => Promise<InterventionValues>,
    version?: number,
  ): Promise<SeriesChange[] | undefined>;
  /** Deletes the session and the later ones of its series, all or none (409 when any has participants). */
  removeFollowing(request: FastifyRequest, id: number): Promise<InterventionRow[] | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    interventionSeriesRepository: InterventionSeriesRepository;
  }
}

export const seriesIri = (id: number) => `/api/intervention_series/${id}`;

/** A day's violations at `sessions[index]`, the day given so the client can say which. */
const ofDay = (index: number, date: string, violations: Violation[]): Violation[] =>
  violations.map((violation) => ({
    ...violation,
    propertyPath: `sessions[${index}].${violation.propertyPath}`,
    params: { ...violation.params, date },
  }));

/** The session and the later ones of its series, by day and time, with none of another tenant. */
async function followingIn(db: Kysely<Database>, tenantId: number, id: number) {
  const first = await selection(db, tenantId).where('interventions.id', '=', id).executeTakeFirst();
  if (!first) return undefined;
  if (first.series_id === null) return [first];
  const later = await selection(db, tenantId)
    .where('interventions.series_id', '=', first.series_id)
    .where('interventions.id', '!=', first.id)
    .where((eb) =>
      eb.or([
        eb('interventions.date', '>', first.date),
        eb.and([
          eb('interventions.date', '=', first.date),
          eb('interventions.schedule_start', '>=', first.schedule_start),
        ]),
      ]),
    )
    .orderBy('interventions.date')
    .orderBy('interventions.schedule_start')
    .orderBy('interventions.id')
    .execute();
  return [first, ...later];
}

export const interventionSeriesRepositoryPlugin = fp(
  async (app) => {
    const { scopedTransaction } = requestScope(app.db);

    /** Every day checked; the activity's row locked first (422 on `activity` when it is not the tenant's). */
    const checkDays = async (
      db: Kysely<Database>,
      tenantId: number,
      activityId: number,
      values: SeriesValues,
      days: readonly string[],
    ): Promise<SeriesDay[]> => {
      if (!(await lockRow(db, 'activities', tenantId, activityId))) {
        throw unprocessable([{ propertyPath: 'activity', message: 'field-not-valid-option' }]);
      }
      const checked: SeriesDay[] = [];
      for (const date of days) {
        checked.push({
          date,
          violations: await writeViolations(db, tenantId, activityId, { ...values, date }),
        });
      }
      return checked;
    };

    app.decorate('interventionSeriesRepository', {
      preview: (request, activityId, values, days) =>
        scopedTransaction(request, async (db, tenantId) => {
          const checked = await checkDays(db, tenantId, activityId, values, days);
          const limit = tierLimit(await tierOf(db, tenantId), 'interventionsPerActivity');
          const available =
            limit === undefined
              ? null
              : Math.max(0, limit - (await interventionsOfActivity(db, tenantId, activityId)));
          return { days: checked, available };
        }),

      create: (request, activityId, values, days) =>
        scopedTransaction(request, async (db, tenantId) => {
          const checked = await checkDays(db, tenantId, activityId, values, days);
          const violations = checked.flatMap((day, index) => ofDay(index, day.date, day.violations));
          if (violations.length) throw unprocessable(violations);
          await checkInterventionsCap(db, tenantId, activityId, days.length);
          const now = nowIso();
          const { id } = await db
            .insertInto('intervention_series')
            .values({ tenant_id: tenantId, activity_id: activityId, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await db
            .insertInto('interventions')
            .values(
              days.map((date) => ({
                ...values,
                date,
                tenant_id: tenantId,
                activity_id: activityId,
                series_id: id,
                created_at: now,
                updated_at: now,
              })),
            )
            .execute();
          const sessions = await selection(db, tenantId)
            .where('interventions.series_id', '=', id)
            .orderBy('interventions.date')
            .execute();
          return { id, sessions };
        }),

      following: (request, id) => scopedTransaction(request, (db, tenantId) => followingIn(db, tenantId, id)),

      updateFollowing: (request, id, valuesOf, version) =>
        scopedTransaction(request, async (db, tenantId) => {
          const activity = await db
            .selectFrom('interventions')
            .select('activity_id')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .executeTakeFirst();
          if (!activity) return undefined;
          await lockRow(db, 'activities', tenantId, activity.activity_id);
          // The session's row next, as the single update takes it; then the later ones, read under the locks.
          if (!(await claimVersion(db, 'interventions', tenantId, id, version))) return undefined;
          const rows = await followingIn(db, tenantId, id);
          if (!rows) return undefined;
          const ids = rows.map((row) => row.id);
          for (const other of ids) await lockRow(db, 'interventions', tenantId, other);
          const changes: { row: InterventionRow; values: InterventionValues }[] = [];
          const violations: Violation[] = [];
          for (const [index, row] of rows.entries()) {
            let values: InterventionValues;
            try {
              values = await valuesOf(row, rows[0]);
            } catch (error) {
              const refused = (error as { violations?: Violation[] }).violations;
              if (!refused) throw error;
              violations.push(...ofDay(index, row.date, refused));
              continue;
            }
            const found = [
              ...maximumsBelowSignedUp(
                {
                  maxVolunteers: values.max_volunteers,
                  maxEmployees: values.max_employees,
                  maxBeneficiaries: values.max_beneficiaries,
                },
                await signedUp(db, tenantId, row.id),
              ),
            ];
            if (!found.length) {
              const others = ids.filter((other) => other !== row.id);
              found.push(...(await writeViolations(db, tenantId, row.activity_id, values, row.id, others)));
            }
            violations.push(...ofDay(index, values.date, found));
            changes.push({ row, values });
          }
          if (violations.length) throw unprocessable(violations);
          const now = nowIso();
          const waitingLists = new Map<number, WaitingListOutcome[]>();
          for (const { row, values } of changes) {
            await db
              .updateTable('interventions')
              .set({ ...values, updated_at: now })
              .where('tenant_id', '=', tenantId)
              .where('id', '=', row.id)
              .execute();
            // As the single change: a higher maximum gives its new places to the waiting list, under the lock.
            waitingLists.set(row.id, await fillFreedPlaces(db, tenantId, row.id));
          }
          const after = await selection(db, tenantId).where('interventions.id', 'in', ids).execute();
          return rows.map((before) => ({
            before,
            after: after.find((row) => row.id === before.id)!,
            waitingList: waitingLists.get(before.id) ?? [],
          }));
        }),

      removeFollowing: (request, id) =>
        scopedTransaction(request, async (db, tenantId) => {
          const activity = await db
            .selectFrom('interventions')
            .select('activity_id')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .executeTakeFirst();
          if (!activity) return undefined;
          await lockRow(db, 'activities', tenantId, activity.activity_id);
          const rows = await followingIn(db, tenantId, id);
          if (!rows) return undefined;
          const ids = rows.map((row) => row.id);
          const { status } = await db
            .selectFrom('activities')
            .select('status')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', activity.activity_id)
            .executeTakeFirstOrThrow();
          if (!isActivityEditable(status as never)) throw activityNotEditable();
          await checkWithoutParticipants(db, tenantId, ids);
          await db
            .deleteFrom('interventions')
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .execute();
          return rows;
        }),
    } satisfies InterventionSeriesRepository);
  },
  {
    name: 'intervention-series-repository',
    dependencies: ['database', 'tenancy', 'interventions-repository'],
  },
);
