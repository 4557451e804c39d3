import { tierLimit, type VolunteerStatus } from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database, User, UsersTable } from '../../db/schema';
import { invitedAccountColumns } from '../../lib/activation';
import { anonymiseUser } from '../../lib/anonymise-user';
import { claimVersion } from '../../lib/claim-version';
import type { PageRequest } from '../../lib/collection';
import { emailAlreadyExists } from '../../lib/http-error';
import type { PersonColumns } from '../../lib/person-payload';
import {
  activePeople,
  PERSON_SORT_FIELDS,
  type PersonListFilter,
  type PersonSortField,
  type PeopleQuery,
  personCount,
  personListQueries,
  personSummaryColumns,
  runPersonList,
} from '../../lib/person-list';
import { createPersonListAnchors } from '../../lib/person-list-anchors';
import { createSearchTrigrams } from '../../lib/search-trigrams';
import { personSearchColumns } from '../../lib/person-search';
import { requestScope } from '../../lib/request-scope';
import { EMAIL, takenValuesIn } from '../../lib/taken-values';
import { recordVolunteerStatusChange } from '../../lib/volunteer-status-change';
import { isUniqueViolation } from '../../lib/unique-violation';
import { checkTierCap, TIER_COUNTS, tierOf } from '../../lib/tier-usage';

export type { SortDirection } from '../../lib/person-list';

export const VOLUNTEER_PROFILE = 'volunteer';

export const VOLUNTEER_SORT_FIELDS = PERSON_SORT_FIELDS;
export type VolunteerSortField = PersonSortField;

export interface VolunteerListFilter extends PersonListFilter {
  status?: VolunteerStatus;
  /** Only the volunteers taking part (any status) in interventions of the activities this person coordinates. */
  coordinatorId?: number;
}

/** What staff write about a volunteer (create and update). */
export type VolunteerValues = PersonColumns &
  Pick<
    UsersTable,
    | 'skills'
    | 'availability'
    | 'how_we_met'
    | 'traits'
    | 'about_me'
    | 'tutor_name'
    | 'tutor_surname'
    | 'tutor_email'
    | 'tutor_phone'
    | 'tutor_relation'
  > & { inactive: boolean };

export const volunteerListColumns = [
  ...personSummaryColumns,
  'status',
  'validated_at',
  'created_at',
  // Whether the person has activated their account (accessStatus): staff see it before validating.
  'active',
] as const;
export type VolunteerListRow = Pick<User, (typeof volunteerListColumns)[number]>;

/** A stored volunteer with the full name of the staff member who validated them (null before validation). */
export type VolunteerRow = User & { validated_by_name?: string | null };

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
  /** Creates the invited volunteer; 409 `volunteer-exceeds-limit` past the tier's cap. */
  create(
    request: FastifyRequest,
    values: VolunteerValues,
    activation: { code: string; expiresAt: string },
  ): Promise<User>;
  /**
   * Creates the invited volunteers of one batch of an import in one transaction, with the tenant's row locked as
   * the single create locks it: a row whose email an account took meanwhile, or past the plan's cap, is left out
   * and returned with its reason; nothing of a batch is stored unless all of it that can be is.
   */
  createMany(
    request: FastifyRequest,
    rows: { values: VolunteerValues; activation: { code: string; expiresAt: string } }[],
  ): Promise<{
    created: { index: number; volunteer: User }[];
    refused: { index: number; reason: 'email-duplicate-generic' | 'volunteer-exceeds-limit' }[];
  }>;
  /** `version`: the one an If-Match named, claimed first (412 `resource-changed` when the row moved on). */
  update(
    request: FastifyRequest,
    id: number,
    values: VolunteerValues,
    version?: number,
  ): Promise<User | undefined>;
  /**
   * Records the first validation (when and by whom); validating again changes nothing (`validatedNow` false).
   * Undefined when the volunteer does not exist.
   */
  validate(
    request: FastifyRequest,
    id: number,
    staffId: number,
  ): Promise<{ volunteer: User; validatedNow: boolean } | undefined>;
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
  activePeople(db, tenantId, VOLUNTEER_PROFILE);

/**
 * The page and the count of a list request. Without a search the page comes from the index of its sort column
 * and the total from the person counters (per status too); a search is driven by the trigram index (checked in
 * test/db/volunteer-list-indexes.test.ts).
 */
export function volunteerListQueries(
  db: Kysely<Database>,
  tenantId: number,
  filter: VolunteerListFilter,
  page: PageRequest,
) {
  const { coordinatorId } = filter;
  const volunteers = (from: PeopleQuery) => {
    let people = activePeople(db, tenantId, VOLUNTEER_PROFILE, from);
    if (filter.status) people = people.where('users.status', '=', filter.status);
    if (coordinatorId !== undefined) {
      people = people.where('users.id', 'in', (eb) =>
        eb
          .selectFrom('intervention_participants')
          .innerJoin('interventions', 'interventions.id', 'intervention_participants.intervention_id')
          .innerJoin('activities', 'activities.id', 'interventions.activity_id')
          .select('intervention_participants.user_id')
          .where('intervention_participants.tenant_id', '=', tenantId)
          .where('intervention_participants.user_id', 'is not', null)
          .where('activities.coordinator_id', '=', coordinatorId),
      );
    }
    return people;
  };
  if (coordinatorId !== undefined) {
    // The counters, the search keys and the anchors describe whole lists of a profile, not a coordinator's share.
    return personListQueries(
      db,
      { profile: VOLUNTEER_PROFILE, people: volunteers },
      volunteerListColumns,
      filter,
      page,
    );
  }
  const list = {
    profile: VOLUNTEER_PROFILE,
    people: volunteers,
    counted: personCount(db, tenantId, VOLUNTEER_PROFILE, filter.status),
    searchKeys: { status: filter.status },
    anchors: { tenantId, key: `${VOLUNTEER_PROFILE} status=${filter.status ?? ''}` },
  };
  return personListQueries(db, list, volunteerListColumns, filter, page);
}

export const volunteersRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);
    const volunteers = activeVolunteers;
    // Deep pages of the volunteer list start from these (person-list-anchors.ts).
    const listAnchors = createPersonListAnchors();
    // Searches look each word up by its rarest trigram (search-trigrams.ts).
    const searchTrigrams = createSearchTrigrams({ profile: VOLUNTEER_PROFILE });
    /** A list request's queries, its search words looked up by their trigrams. */
    const listQueries = async (
      db: Kysely<Database>,
      tenantId: number,
      filter: VolunteerListFilter,
      page: PageRequest,
    ) => volunteerListQueries(db, tenantId, await searchTrigrams.withIndexTerms(db, tenantId, filter), page);
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

    /** The columns of an invited volunteer, who has no password yet. */
    const invitedColumns = (
      tenantId: number,
      values: VolunteerValues,
      activation: { code: string; expiresAt: string },
    ) => ({
      ...toColumns(values),
      ...invitedAccountColumns(tenantId, activation),
      profile: VOLUNTEER_PROFILE,
      roles: JSON.stringify(['user', 'volunteer']),
      status: statusAfter(values.inactive, null),
    });
    /** Inserts an invited volunteer (the caller holds the transaction and has checked the plan's cap). */
    const insertInvited = async (
      db: Kysely<Database>,
      tenantId: number,
      values: VolunteerValues,
      activation: { code: string; expiresAt: string },
    ): Promise<User> => {
      const { id } = await db
        .insertInto('users')
        .values(invitedColumns(tenantId, values, activation))
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await findIn(db, tenantId, id))!;
    };

    app.decorate('volunteersRepository', {
      list: (request, filter, page) =>
        scoped(request, async (db, tenantId) =>
          runPersonList(await listQueries(db, tenantId, filter, page), listAnchors),
        ),

      find: (request, id) => scoped(request, (db, tenantId) => findIn(db, tenantId, id)),

      create: (request, values, activation) =>
        scopedTransaction(request, async (db, tenantId) => {
          // Staff and the public sign-up alike; the tenant's row is locked on PostgreSQL (tier-usage.ts).
          await checkTierCap(db, tenantId, 'volunteers');
          try {
            return await insertInvited(db, tenantId, values, activation);
          } catch (error) {
            if (isUniqueViolation(error)) throw emailAlreadyExists();
            throw error;
          }
        }),

      createMany: (request, rows) =>
        scopedTransaction(request, async (db, tenantId) => {
          const limit = tierLimit(await tierOf(db, tenantId, true), 'volunteers');
          const used = limit === undefined ? 0 : await TIER_COUNTS.volunteers(db, tenantId);
          const taken = await takenValuesIn(
            db,
            tenantId,
            EMAIL,
            rows.map(({ values }) => values.email),
          );
          const accepted: number[] = [];
          const refused: { index: number; reason: 'email-duplicate-generic' | 'volunteer-exceeds-limit' }[] =
            [];
          for (const [index, { values }] of rows.entries()) {
            if (taken.has(values.email)) {
              refused.push({ index, reason: 'email-duplicate-generic' });
              continue;
            }
            if (limit !== undefined && used + accepted.length >= limit) {
              refused.push({ index, reason: 'volunteer-exceeds-limit' });
              continue;
            }
            taken.add(values.email);
            accepted.push(index);
          }
          if (accepted.length === 0) return { created: [], refused };
          // One statement for the batch, and one to read the people back: a round trip per row is what made
          // storing slow on PostgreSQL.
          const inserted = await db
            .insertInto('users')
            .values(
              accepted.map((index) => {
                const { values, activation } = rows[index]!;
                return invitedColumns(tenantId, values, activation);
              }),
            )
            .returning('id')
            .execute();
          const stored = await volunteers(db, tenantId)
            .selectAll('users')
            .select(sql<string | null>`null`.as('validated_by_name'))
            .where(
              'users.id',
              'in',
              inserted.map(({ id }) => id),
            )
            .execute();
          const byEmail = new Map(stored.map((volunteer) => [volunteer.email, volunteer]));
          return {
            created: accepted.map((index) => ({ index, volunteer: byEmail.get(rows[index]!.values.email)! })),
            refused,
          };
        }),

      update: (request, id, values, version) =>
        scopedTransaction(request, async (db, tenantId) => {
          if (!(await claimVersion(db, 'users', tenantId, id, version))) return undefined;
          const current = await findIn(db, tenantId, id);
          if (!current) return undefined;
          const status = statusAfter(values.inactive, current.validated_at);
          try {
            await db
              .updateTable('users')
              .set({ ...toColumns(values), status, updated_at: nowIso() })
              .where('tenant_id', '=', tenantId)
              .where('id', '=', id)
              .execute();
          } catch (error) {
            if (isUniqueViolation(error)) throw emailAlreadyExists();
            throw error;
          }
          if ((current.status === 'inactive') !== values.inactive) {
            await recordVolunteerStatusChange(db, {
              tenantId,
              volunteerId: id,
              change: values.inactive ? 'deactivated' : 'reactivated',
              from: current.status,
              to: status,
              changedById: request.currentUser?.id ?? null,
            });
          }
          return findIn(db, tenantId, id);
        }),

      validate: (request, id, staffId) =>
        scopedTransaction(request, async (db, tenantId) => {
          const current = await findIn(db, tenantId, id);
          if (!current) return undefined;
          if (current.validated_at) return { volunteer: current, validatedNow: false };
          const now = nowIso();
          const status = statusAfter(current.status === 'inactive', now);
          await db
            .updateTable('users')
            .set({ validated_at: now, validated_by_id: staffId, status, updated_at: now })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
          await recordVolunteerStatusChange(db, {
            tenantId,
            volunteerId: id,
            change: 'validated',
            from: current.status,
            to: status,
            changedById: staffId,
            at: now,
          });
          return { volunteer: (await findIn(db, tenantId, id))!, validatedNow: true };
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
          await recordVolunteerStatusChange(db, {
            tenantId,
            volunteerId: id,
            change: 'deleted',
            from: current.status,
            to: 'deleted',
            changedById: staffId,
          });
          return true;
        }),

      rows: (request, filter, page) =>
        scoped(request, async (db, tenantId) =>
          (await listQueries(db, tenantId, filter, page)).page.execute(),
        ),
    } satisfies VolunteersRepository);
  },
  { name: 'volunteers-repository', dependencies: ['database', 'tenancy'] },
);
