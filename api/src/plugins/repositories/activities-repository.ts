import {
  type ActivitySortField,
  type ActivityStatus,
  canMoveActivity,
  CLOSED_ACTIVITY_STATUSES,
  isActivityDeletable,
  isActivityEditable,
} from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { isPostgres, nowIso } from '../../db/database';
import type { Activity, Database } from '../../db/schema';
import {
  activityCannotBeDeleted,
  activityNotEditable,
  activityStatusTransitionNotAllowed,
} from '../../lib/activity-errors';
import { activityColumnsOf, type ActivityValues, changesActivity } from '../../lib/activity-values';
import { claimVersion } from '../../lib/claim-version';
import type { PageRequest } from '../../lib/collection';
import { unprocessable, type Violation } from '../../lib/http-error';
import { addDays, daysBetween, lockRow, slotViolations } from '../../lib/intervention-rules';
import type { SortDirection } from '../../lib/list-order';
import { normalizeForSearch } from '../../lib/normalize';
import { requestScope } from '../../lib/request-scope';
import { containsWord, searchWords } from '../../lib/search-words';
import { checkInterventionsCap, checkTierCap } from '../../lib/tier-usage';
import { staffOf } from './staff-repository';

export interface ActivityListFilter {
  /** Words of the activity's name (accent- and case-free). */
  search?: string;
  status?: ActivityStatus;
  projectId?: number;
  coordinatorId?: number;
  order: { field: ActivitySortField; direction: SortDirection }[];
}

export type { ActivityValues };

export interface ActivityListRow {
  id: number;
  name: string;
  type: string;
  mode: string;
  status: string;
  date_start: string;
  date_end: string;
  project_id: number | null;
  project_name: string | null;
  coordinator_id: number;
  coordinator_name: string | null;
  coordinator_surname: string | null;
  interventions_count: number | string | null;
}

export type ActivityDetail = Activity &
  Omit<ActivityListRow, keyof Activity> & { partners: { id: number; name: string }[] };

/**
 * The activities of the request's tenant, with their partners. Every query filters by tenant (and, on
 * PostgreSQL, row-level security holds the same line), so no call reaches another tenant's activity.
 */
export interface ActivitiesRepository {
  list(
    request: FastifyRequest,
    filter: ActivityListFilter,
    page: PageRequest,
  ): Promise<{ rows: ActivityListRow[]; total: number }>;
  find(request: FastifyRequest, id: number): Promise<ActivityDetail | undefined>;
  /** Creates a draft; 409 `activity-exceeds-limit` past the tier's cap of open activities. */
  create(request: FastifyRequest, values: ActivityValues): Promise<ActivityDetail>;
  /**
   * Saves the activity and moves it to `status` along ACTIVITY_TRANSITIONS (409 otherwise); a finished or
   * cancelled one only moves (409 `activity-not-editable`). Undefined when it does not exist. `version`: the one an
   * If-Match named, claimed first (412 `resource-changed` when the row moved on).
   */
  update(
    request: FastifyRequest,
    id: number,
    values: ActivityValues,
    status: ActivityStatus,
    version?: number,
  ): Promise<ActivityDetail | undefined>;
  /** Deletes a draft or cancelled activity nobody took part in (409 otherwise); false when it does not exist. */
  remove(request: FastifyRequest, id: number): Promise<boolean>;
  /** A draft copy with its partners and its interventions moved by the same number of days. */
  duplicate(
    request: FastifyRequest,
    id: number,
    values: { name: string | null; date_start: string; date_end: string },
  ): Promise<ActivityDetail | undefined>;
  /** How many activities the person coordinates. */
  countOfCoordinator(request: FastifyRequest, coordinatorId: number): Promise<number>;
  /** Gives every activity of one coordinator to another; returns how many moved. */
  transferCoordinator(request: FastifyRequest, fromId: number, toId: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    activitiesRepository: ActivitiesRepository;
  }
}

const sortColumns = {
  name: 'activities.name_key',
  dateStart: 'activities.date_start',
} as const;

/** The list's columns: the activity, its project's and coordinator's names and its interventions' count. */
const listSelection = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('activities')
    .leftJoin('projects', 'projects.id', 'activities.project_id')
    .leftJoin('users', 'users.id', 'activities.coordinator_id')
    .where('activities.tenant_id', '=', tenantId)
    .select((eb) => [
      'activities.id',
      'activities.name',
      'activities.type',
      'activities.mode',
      'activities.status',
      'activities.date_start',
      'activities.date_end',
      'activities.project_id',
      'projects.name as project_name',
      'activities.coordinator_id',
      'users.name as coordinator_name',
      'users.surname as coordinator_surname',
      eb
        .selectFrom('interventions')
        .select((count) => count.fn.countAll<number | string>().as('count'))
        .whereRef('interventions.activity_id', '=', 'activities.id')
        .as('interventions_count'),
    ]);

export function activityListQueries(
  db: Kysely<Database>,
  tenantId: number,
  filter: ActivityListFilter,
  page: PageRequest,
) {
  const postgres = isPostgres(db);
  let query = db.selectFrom('activities').where('activities.tenant_id', '=', tenantId);
  let rows = listSelection(db, tenantId);
  if (filter.status) {
    query = query.where('activities.status', '=', filter.status);
    rows = rows.where('activities.status', '=', filter.status);
  }
  if (filter.projectId !== undefined) {
    query = query.where('activities.project_id', '=', filter.projectId);
    rows = rows.where('activities.project_id', '=', filter.projectId);
  }
  if (filter.coordinatorId !== undefined) {
    query = query.where('activities.coordinator_id', '=', filter.coordinatorId);
    rows = rows.where('activities.coordinator_id', '=', filter.coordinatorId);
  }
  for (const word of searchWords(filter.search)) {
    query = query.where(containsWord(postgres, 'activities.name_key', word));
    rows = rows.where(containsWord(postgres, 'activities.name_key', word));
  }
  const count = query.select((eb) => eb.fn.countAll<number | string>().as('total'));
  for (const { field, direction } of filter.order) rows = rows.orderBy(sortColumns[field], direction);
  if (!filter.order.some(({ field }) => field === 'name')) rows = rows.orderBy('activities.name_key', 'asc');
  rows = rows.orderBy('activities.id', filter.order[0]?.direction ?? 'asc');
  return { count, page: rows.limit(page.itemsPerPage).offset((page.page - 1) * page.itemsPerPage) };
}

export const activitiesRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);

    const findIn = async (
      db: Kysely<Database>,
      tenantId: number,
      id: number,
    ): Promise<ActivityDetail | undefined> => {
      const activity = await db
        .selectFrom('activities')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!activity) return undefined;
      const listed = await listSelection(db, tenantId)
        .where('activities.id', '=', id)
        .executeTakeFirstOrThrow();
      const partners = await db
        .selectFrom('activity_partners')
        .innerJoin('partners', 'partners.id', 'activity_partners.partner_id')
        .select(['partners.id', 'partners.name'])
        .where('activity_partners.tenant_id', '=', tenantId)
        .where('activity_partners.activity_id', '=', id)
        .orderBy('partners.name')
        .orderBy('partners.id')
        .execute();
      return { ...activity, ...listed, partners };
    };

    /** Refuses one more open activity past the tier's cap, with the tenant's row locked (tier-usage.ts). */
    const checkOpenCap = (db: Kysely<Database>, tenantId: number) => checkTierCap(db, tenantId, 'activities');

    /** The coordinator, partners and project must be the tenant's (another tenant's is like an unknown one). */
    const checkReferences = async (db: Kysely<Database>, tenantId: number, values: ActivityValues) => {
      const violations: Violation[] = [];
      const coordinator = await staffOf(db, tenantId, 'coordinator')
        .select('users.id')
        .where('users.id', '=', values.coordinator_id)
        .executeTakeFirst();
      if (!coordinator) violations.push({ propertyPath: 'coordinator', message: 'field-not-valid-option' });
      if (values.partner_ids.length) {
        const found = await db
          .selectFrom('partners')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', values.partner_ids)
          .execute();
        if (found.length !== new Set(values.partner_ids).size) {
          violations.push({ propertyPath: 'partners', message: 'field-not-valid-option' });
        }
      }
      if (values.project_id !== null) {
        const project = await db
          .selectFrom('projects')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', values.project_id)
          .executeTakeFirst();
        if (!project) violations.push({ propertyPath: 'project', message: 'field-not-valid-option' });
      }
      if (violations.length) throw unprocessable(violations);
    };

    const savePartners = async (db: Kysely<Database>, tenantId: number, id: number, partnerIds: number[]) => {
      await db
        .deleteFrom('activity_partners')
        .where('tenant_id', '=', tenantId)
        .where('activity_id', '=', id)
        .execute();
      const unique = [...new Set(partnerIds)];
      if (unique.length) {
        await db
          .insertInto('activity_partners')
          .values(unique.map((partner_id) => ({ tenant_id: tenantId, activity_id: id, partner_id })))
          .execute();
      }
    };

    const interventionsOutside = (
      db: Kysely<Database>,
      tenantId: number,
      id: number,
      start: string,
      end: string,
    ) =>
      db
        .selectFrom('interventions')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('activity_id', '=', id)
        .where((eb) => eb.or([eb('date', '<', start), eb('date', '>', end)]))
        .executeTakeFirst();

    app.decorate('activitiesRepository', {
      list: (request, filter, page) =>
        scoped(request, async (db, tenantId) => {
          const queries = activityListQueries(db, tenantId, filter, page);
          const { total } = await queries.count.executeTakeFirstOrThrow();
          return { rows: await queries.page.execute(), total: Number(total) };
        }),

      find: (request, id) => scoped(request, (db, tenantId) => findIn(db, tenantId, id)),

      create: (request, values) =>
        scopedTransaction(request, async (db, tenantId) => {
          await checkReferences(db, tenantId, values);
          await checkOpenCap(db, tenantId);
          const now = nowIso();
          const { id } = await db
            .insertInto('activities')
            .values({
              ...activityColumnsOf(values),
              tenant_id: tenantId,
              status: 'draft',
              duplicated_from_id: null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await savePartners(db, tenantId, id, values.partner_ids);
          return (await findIn(db, tenantId, id))!;
        }),

      update: (request, id, values, status, version) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await claimVersion(db, 'activities', tenantId, id, version))) return undefined;
          if (!(await lockRow(db, 'activities', tenantId, id))) return undefined;
          const current = (await findIn(db, tenantId, id))!;
          const from = current.status as ActivityStatus;
          const moving = status !== from;
          if (changesActivity(current, values)) {
            if (!isActivityEditable(from)) throw activityNotEditable();
            await checkReferences(db, tenantId, values);
            if (await interventionsOutside(db, tenantId, id, values.date_start, values.date_end)) {
              throw unprocessable([
                { propertyPath: 'dateStart', message: 'intervention-date-range-error' },
                { propertyPath: 'dateEnd', message: 'intervention-date-range-error' },
              ]);
            }
          }
          if (moving && !canMoveActivity(from, status)) throw activityStatusTransitionNotAllowed();
          // Taking up a cancelled activity again holds one of the tier's places once more.
          if (moving && (CLOSED_ACTIVITY_STATUSES as readonly string[]).includes(from))
            await checkOpenCap(db, tenantId);
          await db
            .updateTable('activities')
            .set({ ...activityColumnsOf(values), status, updated_at: nowIso() })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
          await savePartners(db, tenantId, id, values.partner_ids);
          return findIn(db, tenantId, id);
        }),

      remove: (request, id) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await lockRow(db, 'activities', tenantId, id))) return false;
          const activity = (await findIn(db, tenantId, id))!;
          if (!isActivityDeletable(activity.status as ActivityStatus)) throw activityCannotBeDeleted();
          const participant = await db
            .selectFrom('intervention_participants')
            .innerJoin('interventions', 'interventions.id', 'intervention_participants.intervention_id')
            .select('intervention_participants.id')
            .where('intervention_participants.tenant_id', '=', tenantId)
            .where('interventions.activity_id', '=', id)
            .where('intervention_participants.status', '!=', 'declined')
            .executeTakeFirst();
          if (participant) throw activityCannotBeDeleted();
          // Its partners and interventions go with it (ON DELETE CASCADE).
          await db.deleteFrom('activities').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
          return true;
        }),

      duplicate: (request, id, values) =>
        scopedTransaction(request, async (db, tenantId) => {
          const source = await findIn(db, tenantId, id);
          if (!source) return undefined;
          await checkOpenCap(db, tenantId);
          const shift = daysBetween(source.date_start, values.date_start);
          const interventions = await db
            .selectFrom('interventions')
            .selectAll()
            .where('tenant_id', '=', tenantId)
            .where('activity_id', '=', id)
            .orderBy('date')
            .orderBy('schedule_start')
            .execute();
          const moved = interventions.map((intervention) => ({
            ...intervention,
            date: addDays(intervention.date, shift),
          }));
          if (moved.some((intervention) => intervention.date > values.date_end)) {
            throw unprocessable([{ propertyPath: 'dateEnd', message: 'intervention-date-range-error' }]);
          }
          const now = nowIso();
          const name = values.name ?? source.name;
          const { id: copyId } = await db
            .insertInto('activities')
            .values({
              tenant_id: tenantId,
              name,
              name_key: normalizeForSearch(name),
              description: source.description,
              type: source.type,
              mode: source.mode,
              project_id: source.project_id,
              coordinator_id: source.coordinator_id,
              date_start: values.date_start,
              date_end: values.date_end,
              status: 'draft',
              duplicated_from_id: source.id,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await savePartners(
            db,
            tenantId,
            copyId,
            source.partners.map((partner) => partner.id),
          );
          // The copy gets as many interventions as its source, which may hold more than the tier's cap per activity
          // allows now (its tier went down since); nothing is stored then.
          await checkInterventionsCap(db, tenantId, copyId, moved.length);
          for (const { id: _id, activity_id: _activity, ...intervention } of moved) {
            if (intervention.place_id !== null) await lockRow(db, 'places', tenantId, intervention.place_id);
            const violations = await slotViolations(db, tenantId, {
              activityId: copyId,
              date: intervention.date,
              start: intervention.schedule_start,
              end: intervention.schedule_end,
              placeId: intervention.place_id,
            });
            if (violations.length) {
              // The moved session would find its place closed or booked: the new days must be chosen again.
              throw unprocessable([
                {
                  propertyPath: 'dateStart',
                  message: violations[0].message,
                  params: { date: intervention.date },
                },
              ]);
            }
            await db
              .insertInto('interventions')
              .values({ ...intervention, activity_id: copyId, created_at: now, updated_at: now })
              .execute();
          }
          return findIn(db, tenantId, copyId);
        }),

      countOfCoordinator: (request, coordinatorId) =>
        scoped(request, async (db, tenantId) => {
          const { count } = await db
            .selectFrom('activities')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('tenant_id', '=', tenantId)
            .where('coordinator_id', '=', coordinatorId)
            .executeTakeFirstOrThrow();
          return Number(count);
        }),

      transferCoordinator: (request, fromId, toId) =>
        scopedTransaction(request, async (db, tenantId) => {
          const result = await db
            .updateTable('activities')
            .set({ coordinator_id: toId, updated_at: nowIso() })
            .where('tenant_id', '=', tenantId)
            .where('coordinator_id', '=', fromId)
            .executeTakeFirst();
          return Number(result.numUpdatedRows);
        }),
    } satisfies ActivitiesRepository);
  },
  { name: 'activities-repository', dependencies: ['database', 'tenancy'] },
);
