import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { inTenant } from '../../db/tenant-scope';
import type { Tenant } from '../../db/schema';
import {
  type NoticeRecipient,
  noticeRecipientOf,
  noticeSessions,
  type SessionSummary,
  sessionSummaryOf,
} from './notices-repository';

/** An organisation whose volunteers are reminded of their sessions, with the origin its links are built from. */
export interface ReminderTenant {
  tenant: Tenant;
  origin: string;
  /** Hours before each session; above 0. */
  hours: number;
}

/** One volunteer's confirmed participation in one session, not reminded of at the session's current start yet. */
export interface ReminderCandidate {
  participantId: number;
  /** `YYYY-MM-DDTHH:MM`: the session's day and start, the reminder's key with the participation. */
  sessionStart: string;
  /** When the participation was confirmed (ISO). */
  joinedAt: string;
  person: NoticeRecipient;
  session: SessionSummary;
}

/**
 * The session reminders (docs/adr/0074-session-reminders-and-changes.md). Not a request's work: the reminders' job
 * goes through every organisation, each in its own tenant scope (row-level security on PostgreSQL).
 */
export interface SessionRemindersRepository {
  /** The organisations with reminders on (hours above 0) and a canonical origin. */
  tenants(): Promise<ReminderTenant[]>;
  /**
   * The tenant's confirmed volunteers in sessions from `fromDate` to `toDate` (`YYYY-MM-DD`) of activities not
   * cancelled, each not yet reminded of the session at its current start; by day and time.
   */
  candidates(tenantId: number, fromDate: string, toDate: string): Promise<ReminderCandidate[]>;
  /**
   * Takes the reminder to send it: true for the one process that records it first, or that takes it again once
   * a claim older than `staleBefore` (ISO) was never marked sent (its process died or the relay refused it).
   */
  claim(
    tenantId: number,
    participantId: number,
    sessionStart: string,
    now: string,
    staleBefore: string,
  ): Promise<boolean>;
  /** The reminder went out (or into the durable queue): never again for this start. */
  markSent(tenantId: number, participantId: number, sessionStart: string, now: string): Promise<void>;
  /** The reminder was not sent: the next pass may take it at once. */
  release(tenantId: number, participantId: number, sessionStart: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionRemindersRepository: SessionRemindersRepository;
  }
}

// Never a claim time: a released reminder reads as claimed long ago.
const RELEASED = '1970-01-01T00:00:00.000Z';

export const sessionRemindersRepositoryPlugin = fp(
  async (app) => {
    const repository: SessionRemindersRepository = {
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
          .where('session_reminder_hours', '>', 0)
          .orderBy('id')
          .execute();
        return rows.flatMap(({ canonical_origin, ...tenant }) =>
          canonical_origin
            ? [{ tenant, origin: canonical_origin, hours: tenant.session_reminder_hours }]
            : [],
        );
      },
      candidates: (tenantId, fromDate, toDate) =>
        inTenant(app.db, tenantId, async (db) => {
          const rows = await noticeSessions(db, tenantId)
            .innerJoin('intervention_participants as ip', (join) =>
              join.onRef('ip.intervention_id', '=', 'i.id').onRef('ip.tenant_id', '=', 'i.tenant_id'),
            )
            .innerJoin('users as u', (join) =>
              join.onRef('u.id', '=', 'ip.user_id').onRef('u.tenant_id', '=', 'ip.tenant_id'),
            )
            .leftJoin('user_settings as s', (join) =>
              join.onRef('s.user_id', '=', 'u.id').onRef('s.tenant_id', '=', 'u.tenant_id'),
            )
            .leftJoin('session_reminders as r', (join) =>
              join
                .onRef('r.participant_id', '=', 'ip.id')
                .on('r.session_start', '=', sql<string>`i.date || 'T' || i.schedule_start`)
                .on('r.sent_at', 'is not', null),
            )
            .select(['ip.id as participant_id', 'ip.confirmed_at', 'ip.created_at as joined_at'])
            .select(['u.id as user_id', 'u.email', 'u.name', 'u.surname', 'u.profile'])
            .select(['s.language', 's.notify_participation_changes'])
            .where('ip.role', '=', 'volunteer')
            .where('ip.status', '=', 'confirmed')
            .where('u.profile', '=', 'volunteer')
            .where('u.active', '=', 1)
            .where('u.deleted_at', 'is', null)
            .where('a.status', '!=', 'cancelled')
            .where('i.date', '>=', fromDate)
            .where('i.date', '<=', toDate)
            .where('r.id', 'is', null)
            .orderBy('i.date')
            .orderBy('i.schedule_start')
            .orderBy('ip.id')
            .execute();
          return rows.map((row) => ({
            participantId: row.participant_id,
            sessionStart: `${row.date}T${row.schedule_start}`,
            joinedAt: row.confirmed_at ?? row.joined_at,
            person: noticeRecipientOf({ ...row, id: row.user_id }),
            session: sessionSummaryOf(row),
          }));
        }),
      claim: (tenantId, participantId, sessionStart, now, staleBefore) =>
        inTenant(app.db, tenantId, async (db) => {
          // The unique key (participation, start) lets one insert through: a second process's waits for the
          // first's transaction and then does nothing.
          const inserted = await db
            .insertInto('session_reminders')
            .values({
              tenant_id: tenantId,
              participant_id: participantId,
              session_start: sessionStart,
              claimed_at: now,
            })
            .onConflict((conflict) => conflict.columns(['participant_id', 'session_start']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (inserted) return true;
          const taken = await db
            .updateTable('session_reminders')
            .set({ claimed_at: now })
            .where('tenant_id', '=', tenantId)
            .where('participant_id', '=', participantId)
            .where('session_start', '=', sessionStart)
            .where('sent_at', 'is', null)
            .where('claimed_at', '<', staleBefore)
            .executeTakeFirst();
          return Number(taken.numUpdatedRows) > 0;
        }),
      markSent: async (tenantId, participantId, sessionStart, now) => {
        await inTenant(app.db, tenantId, (db) =>
          db
            .updateTable('session_reminders')
            .set({ sent_at: now })
            .where('tenant_id', '=', tenantId)
            .where('participant_id', '=', participantId)
            .where('session_start', '=', sessionStart)
            .execute(),
        );
      },
      release: async (tenantId, participantId, sessionStart) => {
        await inTenant(app.db, tenantId, (db) =>
          db
            .updateTable('session_reminders')
            .set({ claimed_at: RELEASED })
            .where('tenant_id', '=', tenantId)
            .where('participant_id', '=', participantId)
            .where('session_start', '=', sessionStart)
            .where('sent_at', 'is', null)
            .execute(),
        );
      },
    };
    app.decorate('sessionRemindersRepository', repository);
  },
  { name: 'session-reminders-repository', dependencies: ['database'] },
);
