import { ADMIN_ROLE, ROLES } from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql, type SqlBool } from 'kysely';
import { isPostgres, nowIso } from '../../db/database';
import type { Database, User } from '../../db/schema';
import { claimVersion } from '../../lib/claim-version';
import { invitedAccountColumns } from '../../lib/activation';
import { anonymiseUser } from '../../lib/anonymise-user';
import type { PageRequest } from '../../lib/collection';
import { emailAlreadyExists, HttpError } from '../../lib/http-error';
import type { PersonColumns } from '../../lib/person-payload';
import {
  activePeople,
  type PeopleQuery,
  type PersonListFilter,
  personListQueries,
  personSummaryColumns,
  runPersonList,
} from '../../lib/person-list';
import { personSearchColumns } from '../../lib/person-search';
import { requestScope } from '../../lib/request-scope';
import { createSearchTrigrams } from '../../lib/search-trigrams';
import { rolesOf } from '../../lib/roles-of';
import { isUniqueViolation } from '../../lib/unique-violation';
import { VOLUNTEER_PROFILE } from './volunteers-repository';

export const coordinatorHasAssignedActivities = () =>
  new HttpError(
    409,
    'coordinator-has-assigned-activities',
    'El coordinador tiene actividades asignadas: transfiérelas a otro coordinador antes de eliminarlo.',
  );

/** Every staff member (administrator, technical staff, coordinator) has the intranet's profile. */
export const STAFF_PROFILE = 'employee';
export const COORDINATOR_ROLE = 'coordinator';

/**
 * The two staff lists: coordinators are the staff members holding the role `coordinator`; employees are the
 * other staff members (technical staff and administrators). Each staff member is in exactly one of them.
 */
export type StaffKind = 'employee' | 'coordinator';

export interface StaffListFilter extends PersonListFilter {
  /** Only administrators (true) or only the others (false). */
  isAdmin?: boolean;
}

/** What administrators write about a staff member (create and update). */
export type StaffValues = PersonColumns & { department: string | null; isAdmin: boolean };

export const staffListColumns = [
  ...personSummaryColumns,
  'department',
  'roles',
  'active',
  'created_at',
] as const;
export type StaffListRow = Pick<User, (typeof staffListColumns)[number]>;

export type PromotionResult =
  { status: 'promoted'; coordinator: User } | { status: 'already-coordinator' } | { status: 'not-found' };

/**
 * The staff of the request's tenant. Every query filters by tenant, by the staff profile and by the kind, and
 * leaves out deleted (anonymised) people, so no call reaches another tenant's person or a volunteer.
 */
export interface StaffRepository {
  list(
    request: FastifyRequest,
    kind: StaffKind,
    filter: StaffListFilter,
    page: PageRequest,
  ): Promise<{ rows: StaffListRow[]; total: number }>;
  /** One page of a list's rows without the count (an export reads the whole selection page by page). */
  rows(
    request: FastifyRequest,
    kind: StaffKind,
    filter: StaffListFilter,
    page: PageRequest,
  ): Promise<StaffListRow[]>;
  find(request: FastifyRequest, kind: StaffKind, id: number): Promise<User | undefined>;
  /** Creates the invited staff member (no password until they activate the account). */
  create(
    request: FastifyRequest,
    kind: StaffKind,
    values: StaffValues,
    activation: { code: string; expiresAt: string },
  ): Promise<User>;
  /** Takes back a creation whose invitation could not be sent: the account never existed for anyone. */
  discardInvited(request: FastifyRequest, id: number): Promise<void>;
  /** `version`: the one an If-Match named, claimed first (412 `resource-changed` when the row moved on). */
  update(
    request: FastifyRequest,
    kind: StaffKind,
    id: number,
    values: StaffValues,
    version?: number,
  ): Promise<User | undefined>;
  /** Anonymises the staff member, ends their sessions and records who deleted them, when and why. */
  remove(
    request: FastifyRequest,
    kind: StaffKind,
    id: number,
    reason: string,
    staffId: number,
  ): Promise<boolean>;
  /**
   * Makes a volunteer a coordinator: the same account and row (history and volunteering profile kept), now
   * with the staff profile and the roles of a new coordinator, recording when and by whom.
   */
  promote(request: FastifyRequest, volunteerId: number, staffId: number): Promise<PromotionResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffRepository: StaffRepository;
  }
}

/** Whether the stored JSON list of roles holds the role (roles are written with JSON.stringify). */
const holdsRole = (db: Kysely<Database>, role: string, held: boolean) => {
  const contains = isPostgres(db) ? 'strpos' : 'instr';
  const found = sql<SqlBool>`${sql.raw(contains)}(${sql.ref('roles')}, ${JSON.stringify(role)}) > 0`;
  return held ? found : sql<SqlBool>`not (${found})`;
};

export const staffOf = (
  db: Kysely<Database>,
  tenantId: number,
  kind: StaffKind,
  from?: PeopleQuery,
): PeopleQuery =>
  activePeople(db, tenantId, STAFF_PROFILE, from).where(
    holdsRole(db, COORDINATOR_ROLE, kind === 'coordinator'),
  );

/** The page and the count of a staff list. */
export function staffListQueries(
  db: Kysely<Database>,
  tenantId: number,
  kind: StaffKind,
  filter: StaffListFilter,
  page: PageRequest,
) {
  const staff = (from: PeopleQuery) => {
    const people = staffOf(db, tenantId, kind, from);
    return filter.isAdmin === undefined ? people : people.where(holdsRole(db, ADMIN_ROLE, filter.isAdmin));
  };
  // Roles are not counted by the person counters: a staff list (a few dozen people) counts its rows.
  return personListQueries(db, { profile: STAFF_PROFILE, people: staff }, staffListColumns, filter, page);
}

/** The roles a new staff member of the kind gets; a coordinator is also technical staff (docs/adr/0046). */
const initialRoles = (kind: StaffKind): string[] =>
  kind === 'coordinator' ? ['user', STAFF_PROFILE, COORDINATOR_ROLE] : ['user', STAFF_PROFILE];

/** The roles with the administrator role granted or withdrawn, in the order of spec §6; others are kept. */
export function withAdminRole(roles: readonly string[], isAdmin: boolean): string[] {
  const held = new Set(roles);
  if (isAdmin) held.add(ADMIN_ROLE);
  else held.delete(ADMIN_ROLE);
  const known: readonly string[] = ROLES;
  return [...known.filter((role) => held.has(role)), ...[...held].filter((role) => !known.includes(role))];
}

const toColumns = (values: StaffValues) => {
  const { isAdmin: _isAdmin, ...columns } = values;
  return { ...columns, ...personSearchColumns(values) };
};

export const staffRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);
    const findIn = (db: Kysely<Database>, tenantId: number, kind: StaffKind, id: number) =>
      staffOf(db, tenantId, kind).selectAll().where('id', '=', id).executeTakeFirst();
    const rethrowEmailTaken = (error: unknown): never => {
      if (isUniqueViolation(error)) throw emailAlreadyExists();
      throw error;
    };
    // Searches look each word up by its rarest trigram (search-trigrams.ts).
    const searchTrigrams = createSearchTrigrams({ profile: STAFF_PROFILE });
    /** A list request's queries, its search words looked up by their trigrams. */
    const listQueries = async (
      db: Kysely<Database>,
      tenantId: number,
      kind: StaffKind,
      filter: StaffListFilter,
      page: PageRequest,
    ) =>
      staffListQueries(db, tenantId, kind, await searchTrigrams.withIndexTerms(db, tenantId, filter), page);

    app.decorate('staffRepository', {
      list: (request, kind, filter, page) =>
        scoped(request, async (db, tenantId) =>
          runPersonList(await listQueries(db, tenantId, kind, filter, page)),
        ),

      find: (request, kind, id) => scoped(request, (db, tenantId) => findIn(db, tenantId, kind, id)),

      create: (request, kind, values, activation) =>
        scopedTransaction(request, async (db, tenantId) => {
          const inserted = await db
            .insertInto('users')
            .values({
              ...toColumns(values),
              ...invitedAccountColumns(tenantId, activation),
              profile: STAFF_PROFILE,
              roles: JSON.stringify(withAdminRole(initialRoles(kind), values.isAdmin)),
              status: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
            .catch(rethrowEmailTaken);
          return (await findIn(db, tenantId, kind, inserted.id))!;
        }),

      discardInvited: (request, id) =>
        scoped(request, async (db, tenantId) => {
          await db
            .deleteFrom('users')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .where('password_hash', 'is', null)
            .execute();
        }),

      update: (request, kind, id, values, version) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await claimVersion(db, 'users', tenantId, id, version))) return undefined;
          const current = await findIn(db, tenantId, kind, id);
          if (!current) return undefined;
          await db
            .updateTable('users')
            .set({
              ...toColumns(values),
              roles: JSON.stringify(withAdminRole(rolesOf(current), values.isAdmin)),
              updated_at: nowIso(),
            })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute()
            .catch(rethrowEmailTaken);
          return findIn(db, tenantId, kind, id);
        }),

      remove: (request, kind, id, reason, staffId) =>
        scopedTransaction(request, async (db, tenantId) => {
          const current = await findIn(db, tenantId, kind, id);
          if (!current) return false;
          // Nothing is lost: their activities must first pass to another coordinator (the transfer route).
          const assigned = await db
            .selectFrom('activities')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('coordinator_id', '=', id)
            .executeTakeFirst();
          if (assigned) throw coordinatorHasAssignedActivities();
          await anonymiseUser(db, {
            tenantId,
            userId: id,
            profile: STAFF_PROFILE,
            reason,
            deletedById: staffId,
          });
          return true;
        }),

      promote: (request, volunteerId, staffId) =>
        scopedTransaction(request, async (db, tenantId): Promise<PromotionResult> => {
          const volunteer = await activePeople(db, tenantId, VOLUNTEER_PROFILE)
            .selectAll()
            .where('id', '=', volunteerId)
            .executeTakeFirst();
          if (!volunteer) {
            // Promoted already (the same person, now on the coordinator list): say so rather than 404.
            const coordinator = await findIn(db, tenantId, 'coordinator', volunteerId);
            return { status: coordinator ? 'already-coordinator' : 'not-found' };
          }
          const now = nowIso();
          await db
            .updateTable('users')
            .set({
              profile: STAFF_PROFILE,
              roles: JSON.stringify(initialRoles('coordinator')),
              promoted_at: now,
              promoted_by_id: staffId,
              updated_at: now,
            })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', volunteerId)
            .execute();
          return {
            status: 'promoted',
            coordinator: (await findIn(db, tenantId, 'coordinator', volunteerId))!,
          };
        }),

      rows: (request, kind, filter, page) =>
        scoped(request, async (db, tenantId) =>
          (await listQueries(db, tenantId, kind, filter, page)).page.execute(),
        ),
    } satisfies StaffRepository);
  },
  { name: 'staff-repository', dependencies: ['database', 'tenancy'] },
);
