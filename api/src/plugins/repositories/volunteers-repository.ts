import { TIER_LIMITS, type Tier, type VolunteerStatus } from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql, type SqlBool } from 'kysely';
import { isPostgres, nowIso } from '../../db/database';
import type { Database, User, UsersTable } from '../../db/schema';
import { inTenant, inTenantTransaction } from '../../db/tenant-scope';
import { anonymiseUser } from '../../lib/anonymise-user';
import type { PageRequest } from '../../lib/collection';
import { HttpError } from '../../lib/http-error';
import { normalizeForSearch } from '../../lib/normalize';
import { personSearchColumns } from '../../lib/person-search';
import { isUniqueViolation } from '../../lib/unique-violation';
import { tenantOf } from '../tenancy';

export const VOLUNTEER_PROFILE = 'volunteer';

export const VOLUNTEER_SORT_FIELDS = ['name', 'surname', 'email', 'createdAt'] as const;
export type VolunteerSortField = (typeof VOLUNTEER_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

const sortColumns = {
  name: 'name_key',
  surname: 'surname_key',
  email: 'email',
  createdAt: 'created_at',
} as const satisfies Record<VolunteerSortField, keyof UsersTable>;

export interface VolunteerListFilter {
  search?: string;
  status?: VolunteerStatus;
  /** In priority order; the id breaks ties so that pages never overlap. */
  order: { field: VolunteerSortField; direction: SortDirection }[];
}

/** What staff write about a volunteer (create and update). */
export type VolunteerValues = Pick<
  UsersTable,
  | 'email'
  | 'name'
  | 'surname'
  | 'phone_prefix_mobile'
  | 'phone_mobile'
  | 'phone_prefix'
  | 'phone'
  | 'address_country_id'
  | 'address_state_id'
  | 'address_province_id'
  | 'address_location_id'
  | 'address'
  | 'postal_code'
  | 'identification_type'
  | 'identification'
  | 'sex'
  | 'birthday'
  | 'disability'
  | 'skills'
  | 'availability'
  | 'how_we_met'
  | 'traits'
  | 'about_me'
> & { inactive: boolean };

export const volunteerListColumns = [
  'id',
  'name',
  'surname',
  'email',
  'phone_prefix_mobile',
  'phone_mobile',
  'identification',
  'status',
  'validated_at',
  'created_at',
] as const;
export type VolunteerListRow = Pick<User, (typeof volunteerListColumns)[number]>;

/** A stored volunteer with the full name of the staff member who validated them (null before validation). */
export type VolunteerRow = User & { validated_by_name?: string | null };

export const volunteerExceedsLimit = () =>
  new HttpError(
    409,
    'volunteer-exceeds-limit',
    'Se ha alcanzado el número máximo de voluntarios del plan de la organización.',
  );

export const emailAlreadyExists = () =>
  new HttpError(422, 'validation-failed', 'Los datos enviados no son válidos.', [
    { propertyPath: 'email', message: 'email-already-exists' },
  ]);

/** The volunteer cap of a tier; tiers outside the table (the network tier) have no cap set by the product. */
export function volunteerLimit(tier: number): number | undefined {
  return tier in TIER_LIMITS ? TIER_LIMITS[tier as Tier].volunteers : undefined;
}

const statusAfter = (inactive: boolean, validatedAt: string | null): VolunteerStatus =>
  inactive ? 'inactive' : validatedAt ? 'validated' : 'pending';

/**
 * The volunteers of the request's tenant. Every query filters by tenant, by the volunteer profile and leaves out
 * deleted (anonymised) people, so no call reaches another tenant's person or a staff account.
 */
export interface VolunteersRepository {
  list(
    request: FastifyRequest,
    filter: VolunteerListFilter,
    page: PageRequest,
  ): Promise<{ rows: VolunteerListRow[]; total: number }>;
  find(request: FastifyRequest, id: number): Promise<User | undefined>;
  /** Whether any account of the tenant (staff included) already uses the email. */
  emailTaken(request: FastifyRequest, email: string, exceptId?: number): Promise<boolean>;
  /** Creates the invited volunteer; 409 `volunteer-exceeds-limit` past the tier's cap. */
  create(
    request: FastifyRequest,
    values: VolunteerValues,
    activation: { code: string; expiresAt: string },
  ): Promise<User>;
  update(request: FastifyRequest, id: number, values: VolunteerValues): Promise<User | undefined>;
  /** Records the first validation (when and by whom); validating again changes nothing. */
  validate(request: FastifyRequest, id: number, staffId: number): Promise<User | undefined>;
  /** Anonymises the volunteer, ends their sessions and records who deleted them, when and why. */
  remove(request: FastifyRequest, id: number, reason: string, staffId: number): Promise<boolean>;
  /** One page of a list's rows without the count (an export reads the whole selection page by page). */
  rows(request: FastifyRequest, filter: VolunteerListFilter, page: PageRequest): Promise<VolunteerListRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    volunteersRepository: VolunteersRepository;
  }
}

const activeVolunteers = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('users')
    .where('tenant_id', '=', tenantId)
    .where('profile', '=', VOLUNTEER_PROFILE)
    .where('deleted_at', 'is', null);

/**
 * The page and the count of a list request. The count runs on the same filters, so the same partial indexes
 * answer both (checked in test/db/volunteer-list-indexes.test.ts).
 */
export function volunteerListQueries(
  db: Kysely<Database>,
  tenantId: number,
  filter: VolunteerListFilter,
  page: PageRequest,
) {
  let query = activeVolunteers(db, tenantId);
  if (filter.status) query = query.where('status', '=', filter.status);
  let matching = query;
  const words = filter.search ? normalizeForSearch(filter.search).split(/\s+/).filter(Boolean) : [];
  // A plain substring test: faster than LIKE and free of wildcards to escape.
  const contains = isPostgres(db) ? 'strpos' : 'instr';
  for (const word of words.slice(0, 5)) {
    matching = matching.where(sql<SqlBool>`${sql.raw(contains)}(${sql.ref('search_text')}, ${word}) > 0`);
  }
  const count = matching.select((eb) => eb.fn.countAll<number | string>().as('total'));
  // A search is answered from the narrow search index first; the page then reads only the matching rows,
  // instead of walking the sort index and reading every row to test it (slow when few or none match).
  const paged = words.length ? query.where('id', 'in', matching.select('id')) : query;
  let rows = paged.select([...volunteerListColumns]);
  for (const { field, direction } of filter.order) rows = rows.orderBy(sortColumns[field], direction);
  rows = rows.orderBy('id', filter.order[0]?.direction ?? 'asc');
  return { count, page: rows.limit(page.itemsPerPage).offset((page.page - 1) * page.itemsPerPage) };
}

export const volunteersRepositoryPlugin = fp(
  async (app) => {
    const postgres = isPostgres(app.db);
    const scoped = <T>(
      request: FastifyRequest,
      work: (db: Kysely<Database>, tenantId: number) => Promise<T>,
    ) => {
      const tenantId = tenantOf(request).id;
      return inTenant(app.db, tenantId, (db) => work(db, tenantId));
    };
    const scopedTransaction = <T>(
      request: FastifyRequest,
      work: (db: Kysely<Database>, tenantId: number) => Promise<T>,
    ) => {
      const tenantId = tenantOf(request).id;
      return inTenantTransaction(app.db, tenantId, (db) => work(db, tenantId));
    };
    const volunteers = activeVolunteers;
    const findIn = (db: Kysely<Database>, tenantId: number, id: number): Promise<VolunteerRow | undefined> =>
      volunteers(db, tenantId)
        .selectAll('users')
        // The name of the staff member who validated the volunteer, for the detail screen's status.
        .select((eb) =>
          eb
            .selectFrom('users as validator')
            .select(sql<string>`validator.name || ' ' || validator.surname`.as('name'))
            .whereRef('validator.id', '=', 'users.validated_by_id')
            .whereRef('validator.tenant_id', '=', 'users.tenant_id')
            .as('validated_by_name'),
        )
        .where('users.id', '=', id)
        .executeTakeFirst();

    const toColumns = (values: VolunteerValues) => {
      const { inactive: _inactive, ...columns } = values;
      return { ...columns, ...personSearchColumns(values) };
    };

    app.decorate('volunteersRepository', {
      list: (request, filter, page) =>
        scoped(request, async (db, tenantId) => {
          const queries = volunteerListQueries(db, tenantId, filter, page);
          const { total } = await queries.count.executeTakeFirstOrThrow();
          return { rows: await queries.page.execute(), total: Number(total) };
        }),

      find: (request, id) => scoped(request, (db, tenantId) => findIn(db, tenantId, id)),

      emailTaken: (request, email, exceptId) =>
        scoped(request, async (db, tenantId) => {
          let query = db
            .selectFrom('users')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('email', '=', email.trim().toLowerCase());
          if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
          return (await query.executeTakeFirst()) !== undefined;
        }),

      create: (request, values, activation) =>
        scopedTransaction(request, async (db, tenantId) => {
          const limit = volunteerLimit(tenantOf(request).tier);
          if (limit !== undefined) {
            // On PostgreSQL, concurrent creations in one tenant queue here, so the cap holds under load.
            if (postgres) {
              await db.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().execute();
            }
            const { count } = await volunteers(db, tenantId)
              .select((eb) => eb.fn.countAll<number | string>().as('count'))
              .executeTakeFirstOrThrow();
            if (Number(count) >= limit) throw volunteerExceedsLimit();
          }
          const now = nowIso();
          try {
            const { id } = await db
              .insertInto('users')
              .values({
                ...toColumns(values),
                tenant_id: tenantId,
                password_hash: null,
                profile: VOLUNTEER_PROFILE,
                roles: JSON.stringify(['user', 'volunteer']),
                status: statusAfter(values.inactive, null),
                validated_at: null,
                activation_code: activation.code,
                activation_expires_at: activation.expiresAt,
                active: 0,
                created_at: now,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            return (await findIn(db, tenantId, id))!;
          } catch (error) {
            if (isUniqueViolation(error)) throw emailAlreadyExists();
            throw error;
          }
        }),

      update: (request, id, values) =>
        scopedTransaction(request, async (db, tenantId) => {
          const current = await findIn(db, tenantId, id);
          if (!current) return undefined;
          try {
            await db
              .updateTable('users')
              .set({
                ...toColumns(values),
                status: statusAfter(values.inactive, current.validated_at),
                updated_at: nowIso(),
              })
              .where('tenant_id', '=', tenantId)
              .where('id', '=', id)
              .execute();
          } catch (error) {
            if (isUniqueViolation(error)) throw emailAlreadyExists();
            throw error;
          }
          return findIn(db, tenantId, id);
        }),

      validate: (request, id, staffId) =>
        scopedTransaction(request, async (db, tenantId) => {
          const current = await findIn(db, tenantId, id);
          if (!current) return undefined;
          if (current.validated_at) return current;
          const now = nowIso();
          await db
            .updateTable('users')
            .set({
              validated_at: now,
              validated_by_id: staffId,
              status: statusAfter(current.status === 'inactive', now),
              updated_at: now,
            })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
          return findIn(db, tenantId, id);
        }),

      remove: (request, id, reason, staffId) =>
        scopedTransaction(request, async (db, tenantId) => {
          const current = await findIn(db, tenantId, id);
          if (!current) return false;
          // The row stays (the audit record and any history point to it) but keeps nothing personal.
          await anonymiseUser(db, {
            tenantId,
            userId: id,
            profile: VOLUNTEER_PROFILE,
            reason,
            deletedById: staffId,
          });
          return true;
        }),

      rows: (request, filter, page) =>
        scoped(request, (db, tenantId) => volunteerListQueries(db, tenantId, filter, page).page.execute()),
    } satisfies VolunteersRepository);
  },
  { name: 'volunteers-repository', dependencies: ['database', 'tenancy'] },
);
