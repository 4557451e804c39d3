import { calendarDay } from '@enlace/shared/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import { isPostgres, nowIso } from '../../db/database';
import type { Database, Tenant } from '../../db/schema';
import { inTenant, inTenantTransaction } from '../../db/tenant-scope';
import { requestScope } from '../../lib/request-scope';
import { isUniqueViolation } from '../../lib/unique-violation';
import {
  fillFreedPlaces,
  moveIn,
  placesHeldByOffers,
  volunteerPlacesTaken,
  type WaitingListOutcome,
} from '../../lib/waiting-list';
import {
  type NoticeRecipient,
  noticeRecipientOf,
  noticeSessions,
  type SessionSummary,
  sessionSummaryOf,
} from './notices-repository';
import { assertFoundFor, assertOpenTo, isCompleted } from '../../lib/participation';
import {
  alreadyOnWaitingList,
  alreadySubscribed,
  COMPLETED,
  interventionHasFreePlaces,
  LIMIT_REACHED,
  notOnWaitingList,
  offerNotOpen,
} from '../../lib/participation-errors';
import { findInterventionIn } from './participants-repository';

/** A volunteer's place in a session's line: 1 is the first; an offer holds a place for them until it expires. */
export interface WaitingPlace {
  position: number;
  offerExpiresAt: string | null;
}

/** One volunteer of a session's waiting list, as staff see it. */
export interface WaitingListEntryView extends WaitingPlace {
  id: number;
  interventionId: number;
  createdAt: string;
  person: { id: number; name: string; surname: string };
}

/** One of a volunteer's own waiting lists, with its session and activity. */
export interface OwnWaitingListView extends WaitingPlace {
  interventionId: number;
  createdAt: string;
  session: SessionSummary;
}

/** An organisation with its canonical origin (links in emails), for the offers' pass. */
export interface WaitingListTenant {
  tenant: Tenant;
  origin: string;
}

/**
 * The waiting lists of full sessions (docs/adr/0077-waiting-lists.md). Every write locks the intervention's row
 * (PostgreSQL; SQLite runs one transaction at a time), the same lock that participations take, so that places and
 * the line's order hold under concurrent use.
 */
export interface WaitingListRepository {
  /**
   * Puts the volunteer at the end of the session's line: 404 when the session is unknown or hidden from
   * volunteers; 409 completed, not ready, already taking part, already waiting, or free places left.
   */
  join(request: FastifyRequest, interventionId: number, userId: number): Promise<WaitingPlace>;
  /** Takes the volunteer out of the line (404 when not in it); a place they were offered goes to the next. */
  leave(request: FastifyRequest, interventionId: number, userId: number): Promise<WaitingListOutcome[]>;
  /** The volunteer takes the place offered to them: 409 without an open offer, or once the session is held. */
  accept(request: FastifyRequest, interventionId: number, userId: number): Promise<void>;
  /** The session's line in order (staff). */
  list(request: FastifyRequest, interventionId: number): Promise<WaitingListEntryView[]>;
  /** The volunteer's waiting lists of sessions not held yet, soonest first. */
  own(request: FastifyRequest, userId: number): Promise<OwnWaitingListView[]>;
  /** Every organisation with a canonical origin (the offers' pass). */
  tenants(): Promise<WaitingListTenant[]>;
  /**
   * Ends the tenant's offers expired at `now` (their volunteers leave the line) and gives their places to the
   * next in line, each session under its lock: a pass in another process finds nothing left to do.
   */
  expireOffers(tenantId: number, now: Date): Promise<WaitingListOutcome[]>;
  /** Who an outcome's email goes to (active, not deleted) and its session. */
  noticeOf(
    tenantId: number,
    outcome: WaitingListOutcome,
  ): Promise<{ person: NoticeRecipient; session: SessionSummary } | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    waitingListRepository: WaitingListRepository;
  }
}

type Tx = Kysely<Database>;

/** The volunteer's place in the line: how many joined it before them, plus one. */
async function placeOf(db: Tx, tenantId: number, interventionId: number, userId: number) {
  const entry = await db
    .selectFrom('waiting_list_entries')
    .select(['id', 'offer_expires_at'])
    .where('tenant_id', '=', tenantId)
    .where('intervention_id', '=', interventionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!entry) return undefined;
  const { ahead } = await db
    .selectFrom('waiting_list_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('ahead'))
    .where('tenant_id', '=', tenantId)
    .where('intervention_id', '=', interventionId)
    .where('id', '<', entry.id)
    .executeTakeFirstOrThrow();
  return { entryId: entry.id, position: Number(ahead) + 1, offerExpiresAt: entry.offer_expires_at };
}

export const waitingListRepositoryPlugin = fp(
  async (app) => {
    const postgres = isPostgres(app.db);
    const { scoped, scopedTransaction } = requestScope(app.db);

    const repository: WaitingListRepository = {
      join: (request, interventionId, userId) =>
        scopedTransaction(request, async (db, tenantId) => {
          const intervention = await findInterventionIn(db, tenantId, interventionId, postgres);
          assertFoundFor(intervention, true);
          assertOpenTo(intervention, 'volunteer', true);
          const participating = await db
            .selectFrom('intervention_participants')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('intervention_id', '=', interventionId)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          if (participating) throw alreadySubscribed();
          if (await placeOf(db, tenantId, interventionId, userId)) throw alreadyOnWaitingList();
          const taken =
            (await volunteerPlacesTaken(db, tenantId, interventionId)) +
            (await placesHeldByOffers(db, tenantId, interventionId));
          if (taken < intervention.maxVolunteers) throw interventionHasFreePlaces();
          try {
            await db
              .insertInto('waiting_list_entries')
              .values({
                tenant_id: tenantId,
                intervention_id: interventionId,
                user_id: userId,
                created_at: nowIso(),
              })
              .execute();
          } catch (error) {
            if (isUniqueViolation(error)) throw alreadyOnWaitingList();
            throw error;
          }
          const place = (await placeOf(db, tenantId, interventionId, userId))!;
          return { position: place.position, offerExpiresAt: place.offerExpiresAt };
        }),

      leave: (request, interventionId, userId) =>
        scopedTransaction(request, async (db, tenantId) => {
          const intervention = await findInterventionIn(db, tenantId, interventionId, postgres);
          assertFoundFor(intervention, true);
          const place = await placeOf(db, tenantId, interventionId, userId);
          if (!place) throw notOnWaitingList();
          await db
            .deleteFrom('waiting_list_entries')
            .where('tenant_id', '=', tenantId)
            .where('id', '=', place.entryId)
            .execute();
          // Declining an offer frees the place it held: the next in line has it.
          return place.offerExpiresAt === null ? [] : fillFreedPlaces(db, tenantId, interventionId);
        }),

      accept: (request, interventionId, userId) =>
        scopedTransaction(request, async (db, tenantId) => {
          const intervention = await findInterventionIn(db, tenantId, interventionId, postgres);
          assertFoundFor(intervention, true);
          const place = await placeOf(db, tenantId, interventionId, userId);
          if (!place) throw notOnWaitingList();
          const now = nowIso();
          if (place.offerExpiresAt === null || place.offerExpiresAt <= now) throw offerNotOpen();
          if (isCompleted(intervention)) throw COMPLETED.volunteer();
          // Staff may have lowered the maximum since the offer: the offer then waits for a place (or expires).
          if ((await volunteerPlacesTaken(db, tenantId, interventionId)) >= intervention.maxVolunteers) {
            throw LIMIT_REACHED.volunteer();
          }
          await moveIn(db, tenantId, interventionId, place.entryId, userId, now);
        }),

      list: (request, interventionId) =>
        scoped(request, async (db, tenantId) => {
          const rows = await db
            .selectFrom('waiting_list_entries as w')
            .innerJoin('users as u', (join) =>
              join.onRef('u.id', '=', 'w.user_id').onRef('u.tenant_id', '=', 'w.tenant_id'),
            )
            .select(['w.id', 'w.intervention_id', 'w.created_at', 'w.offer_expires_at'])
            .select(['u.id as user_id', 'u.name', 'u.surname'])
            .where('w.tenant_id', '=', tenantId)
            .where('w.intervention_id', '=', interventionId)
            .orderBy('w.id')
            .execute();
          return rows.map((row, index) => ({
            id: row.id,
            interventionId: row.intervention_id,
            position: index + 1,
            createdAt: row.created_at,
            offerExpiresAt: row.offer_expires_at,
            person: { id: row.user_id, name: row.name, surname: row.surname },
          }));
        }),

      own: (request, userId) =>
        scoped(request, async (db, tenantId) => {
          const today = calendarDay(new Date());
          const rows = await noticeSessions(db, tenantId)
            .innerJoin('waiting_list_entries as w', (join) =>
              join.onRef('w.intervention_id', '=', 'i.id').onRef('w.tenant_id', '=', 'i.tenant_id'),
            )
            .select(['w.created_at as entry_created_at', 'w.offer_expires_at'])
            .select((eb) =>
              eb
                .selectFrom('waiting_list_entries as ahead')
                .select((sub) => sub.fn.countAll<number | string>().as('n'))
                .whereRef('ahead.intervention_id', '=', 'w.intervention_id')
                .whereRef('ahead.tenant_id', '=', 'w.tenant_id')
                .whereRef('ahead.id', '<', 'w.id')
                .as('ahead'),
            )
            .where('w.user_id', '=', userId)
            .where('a.status', 'in', ['active', 'ready', 'in_progress'])
            .where('i.date', '>=', today)
            .orderBy('i.date')
            .orderBy('i.schedule_start')
            .orderBy('i.id')
            .execute();
          return rows.map((row) => ({
            interventionId: row.id,
            position: Number(row.ahead ?? 0) + 1,
            offerExpiresAt: row.offer_expires_at,
            createdAt: row.entry_created_at,
            session: sessionSummaryOf(row),
          }));
        }),

      tenants: async () => {
        const rows = await app.db
          .selectFrom('tenants')
          .selectAll('tenants')
          .select(
            sql<
              string | null
            >`(select c.origin from tenant_origins c where c.tenant_id = tenants.id and c.canonical = 1)`.as(
              'canonical_origin',
            ),
          )
          .orderBy('id')
          .execute();
        return rows.flatMap(({ canonical_origin, ...tenant }) =>
          canonical_origin ? [{ tenant, origin: canonical_origin }] : [],
        );
      },

      expireOffers: async (tenantId, now) => {
        const at = now.toISOString();
        const due = await inTenant(app.db, tenantId, (db) =>
          db
            .selectFrom('waiting_list_entries')
            .select('intervention_id')
            .distinct()
            .where('tenant_id', '=', tenantId)
            .where('offer_expires_at', '<=', at)
            .execute(),
        );
        const outcomes: WaitingListOutcome[] = [];
        for (const { intervention_id: interventionId } of due) {
          outcomes.push(
            ...(await inTenantTransaction(app.db, tenantId, async (db) => {
              // Under the session's lock, the offers still expired: another process's pass may have ended them.
              if (!(await findInterventionIn(db, tenantId, interventionId, postgres))) return [];
              const ended = await db
                .deleteFrom('waiting_list_entries')
                .where('tenant_id', '=', tenantId)
                .where('intervention_id', '=', interventionId)
                .where('offer_expires_at', '<=', at)
                .executeTakeFirst();
              if (Number(ended.numDeletedRows) === 0) return [];
              return fillFreedPlaces(db, tenantId, interventionId, now);
            })),
          );
        }
        return outcomes;
      },

      noticeOf: (tenantId, outcome) =>
        inTenant(app.db, tenantId, async (db) => {
          const person = await db
            .selectFrom('users as u')
            .leftJoin('user_settings as s', (join) =>
              join.onRef('s.user_id', '=', 'u.id').onRef('s.tenant_id', '=', 'u.tenant_id'),
            )
            .select(['u.id', 'u.email', 'u.name', 'u.surname', 'u.profile', 'u.active'])
            .select(['s.language', 's.notify_participation_changes'])
            .where('u.tenant_id', '=', tenantId)
            .where('u.id', '=', outcome.userId)
            .where('u.deleted_at', 'is', null)
            .executeTakeFirst();
          const session = await noticeSessions(db, tenantId)
            .where('i.id', '=', outcome.interventionId)
            .executeTakeFirst();
          if (!person || person.active !== 1 || !session) return undefined;
          return { person: noticeRecipientOf(person), session: sessionSummaryOf(session) };
        }),
    };
    app.decorate('waitingListRepository', repository);
  },
  { name: 'waiting-list-repository', dependencies: ['database', 'tenancy', 'participants-repository'] },
);
