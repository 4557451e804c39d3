import type {
  AccessStatus,
  PlaceCapacityPolicy,
  PlaceScheduleRange,
  PlaceSortField,
  PlaceType,
} from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { isPostgres, nowIso } from '../../db/database';
import type { Database, Place, PlacesTable } from '../../db/schema';
import { claimVersion } from '../../lib/claim-version';
import type { PageRequest } from '../../lib/collection';
import { HttpError } from '../../lib/http-error';
import type { SortDirection } from '../../lib/list-order';
import { placeSearchColumns } from '../../lib/place-search';
import { requestScope } from '../../lib/request-scope';
import { containsWord, searchWords } from '../../lib/search-words';

export const placeHasInterventions = () =>
  new HttpError(
    409,
    'place-has-interventions',
    'El lugar tiene intervenciones: cámbialas de lugar antes de eliminarlo.',
  );

export interface PlaceListFilter {
  search?: string;
  type?: PlaceType;
  accessStatus?: AccessStatus;
  /** In priority order; the id breaks ties so that pages never overlap. */
  order: { field: PlaceSortField; direction: SortDirection }[];
}

/** What staff write about a place (create and update), its schedule apart. */
export type PlaceValues = Omit<
  PlacesTable,
  | 'id'
  | 'tenant_id'
  | 'search_text'
  | 'name_key'
  | 'created_at'
  | 'updated_at'
  | 'version'
  | 'capacity_policy'
> & { capacity_policy: PlaceCapacityPolicy };

export const placeListColumns = [
  'id',
  'name',
  'type',
  'capacity',
  'capacity_policy',
  'access_status',
  'accesible',
  'has_projector',
  'has_computer',
  'has_whiteboard',
  'has_air_conditioning',
  'address',
  'postal_code',
  'created_at',
] as const;
export type PlaceListRow = Pick<Place, (typeof placeListColumns)[number]> & {
  location_name: string | null;
};

/** A place with its weekly schedule (by weekday, then start). */
export type PlaceWithSchedules = Place & { schedules: PlaceScheduleRange[] };

/**
 * The places of the request's tenant. Every query filters by tenant (and, on PostgreSQL, row-level security
 * holds the same line on both tables), so no call reaches another tenant's place or schedule.
 */
export interface PlacesRepository {
  list(
    request: FastifyRequest,
    filter: PlaceListFilter,
    page: PageRequest,
  ): Promise<{ rows: PlaceListRow[]; total: number }>;
  /** One page of a list's rows without the count (an export reads the whole selection page by page). */
  rows(request: FastifyRequest, filter: PlaceListFilter, page: PageRequest): Promise<PlaceListRow[]>;
  find(request: FastifyRequest, id: number): Promise<PlaceWithSchedules | undefined>;
  create(
    request: FastifyRequest,
    values: PlaceValues,
    schedules: PlaceScheduleRange[],
  ): Promise<PlaceWithSchedules>;
  /** Replaces the place's fields and its whole schedule; undefined when it does not exist. */
  /** `version`: the one an If-Match named, claimed first (412 `resource-changed` when the row moved on). */
  update(
    request: FastifyRequest,
    id: number,
    values: PlaceValues,
    schedules: PlaceScheduleRange[],
    version?: number,
  ): Promise<PlaceWithSchedules | undefined>;
  /** Deletes the place and its schedule. False when it does not exist. */
  remove(request: FastifyRequest, id: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    placesRepository: PlacesRepository;
  }
}

const sortColumns = {
  name: 'places.name_key',
  capacity: 'places.capacity',
  createdAt: 'places.created_at',
} as const;

export function placeListQueries(
  db: Kysely<Database>,
  tenantId: number,
  filter: PlaceListFilter,
  page: PageRequest,
) {
  const postgres = isPostgres(db);
  let query = db.selectFrom('places').where('places.tenant_id', '=', tenantId);
  if (filter.type) query = query.where('places.type', '=', filter.type);
  if (filter.accessStatus) query = query.where('places.access_status', '=', filter.accessStatus);
  for (const word of searchWords(filter.search)) {
    query = query.where(containsWord(postgres, 'places.search_text', word));
  }
  const count = query.select((eb) => eb.fn.countAll<number | string>().as('total'));
  let rows = query
    .leftJoin('locations', 'locations.id', 'places.address_location_id')
    .select([
      ...placeListColumns.map((column) => `places.${column}` as const),
      'locations.name as location_name',
    ]);
  for (const { field, direction } of filter.order) rows = rows.orderBy(sortColumns[field], direction);
  rows = rows.orderBy('places.id', filter.order[0]?.direction ?? 'asc');
  return { count, page: rows.limit(page.itemsPerPage).offset((page.page - 1) * page.itemsPerPage) };
}

export const placesRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);

    const findIn = async (db: Kysely<Database>, tenantId: number, id: number) => {
      const place = await db
        .selectFrom('places')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!place) return undefined;
      const ranges = await db
        .selectFrom('place_schedules')
        .select(['weekday', 'start_time', 'end_time'])
        .where('tenant_id', '=', tenantId)
        .where('place_id', '=', id)
        .orderBy('id')
        .execute();
      const schedules = ranges.map(
        (range) =>
          ({ weekday: range.weekday, start: range.start_time, end: range.end_time }) as PlaceScheduleRange,
      );
      return { ...place, schedules };
    };

    // The ranges are written in the order given (the routes sort them), so reading them by id keeps that order.
    const writeSchedules = async (
      db: Kysely<Database>,
      tenantId: number,
      placeId: number,
      schedules: PlaceScheduleRange[],
    ) => {
      await db
        .deleteFrom('place_schedules')
        .where('tenant_id', '=', tenantId)
        .where('place_id', '=', placeId)
        .execute();
      if (schedules.length === 0) return;
      await db
        .insertInto('place_schedules')
        .values(
          schedules.map((range) => ({
            tenant_id: tenantId,
            place_id: placeId,
            weekday: range.weekday,
            start_time: range.start,
            end_time: range.end,
          })),
        )
        .execute();
    };

    const toColumns = (values: PlaceValues) => ({ ...values, ...placeSearchColumns(values) });

    app.decorate('placesRepository', {
      list: (request, filter, page) =>
        scoped(request, async (db, tenantId) => {
          const queries = placeListQueries(db, tenantId, filter, page);
          const { total } = await queries.count.executeTakeFirstOrThrow();
          return { rows: await queries.page.execute(), total: Number(total) };
        }),

      rows: (request, filter, page) =>
        scoped(request, (db, tenantId) => placeListQueries(db, tenantId, filter, page).page.execute()),

      find: (request, id) => scoped(request, (db, tenantId) => findIn(db, tenantId, id)),

      create: (request, values, schedules) =>
        scopedTransaction(request, async (db, tenantId) => {
          const now = nowIso();
          const { id } = await db
            .insertInto('places')
            .values({ ...toColumns(values), tenant_id: tenantId, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeSchedules(db, tenantId, id, schedules);
          return (await findIn(db, tenantId, id))!;
        }),

      update: (request, id, values, schedules, version) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await claimVersion(db, 'places', tenantId, id, version))) return undefined;
          const { numUpdatedRows } = await db
            .updateTable('places')
            .set({ ...toColumns(values), updated_at: nowIso() })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .executeTakeFirst();
          if (Number(numUpdatedRows) === 0) return undefined;
          await writeSchedules(db, tenantId, id, schedules);
          return findIn(db, tenantId, id);
        }),

      remove: (request, id) =>
        scopedTransaction(request, async (db, tenantId) => {
          // The schedule goes with the place (ON DELETE CASCADE); a place any intervention uses stays.
          const booked = await db
            .selectFrom('interventions')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('place_id', '=', id)
            .executeTakeFirst();
          if (booked) throw placeHasInterventions();
          const { numDeletedRows } = await db
            .deleteFrom('places')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .executeTakeFirst();
          return Number(numDeletedRows) > 0;
        }),
    } satisfies PlacesRepository);
  },
  { name: 'places-repository', dependencies: ['database', 'tenancy'] },
);
