import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requestScope } from '../../lib/request-scope';
import { userSettingsOf, type UserSettings } from './user-settings-repository';

/** Someone an email about a session goes to, with the settings that shape it. */
export interface NoticeRecipient {
  id: number;
  email: string;
  name: string;
  surname: string;
  profile: string;
  settings: UserSettings;
}

/** A session as emails and calendars describe it. */
export interface SessionSummary {
  interventionId: number;
  activityId: number;
  activityName: string;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  /** The place's name and full address (street, postal code and town); null online. */
  place: string | null;
}

/** A session as its emails describe it, with the coordinator of its activity. */
export interface NoticeSession extends SessionSummary {
  coordinator: NoticeRecipient | undefined;
}

export interface NoticesRepository {
  /** The person (of the request's tenant, not deleted, with access), or undefined. */
  person(request: FastifyRequest, userId: number): Promise<NoticeRecipient | undefined>;
  /** The session (of the request's tenant), or undefined. */
  session(request: FastifyRequest, interventionId: number): Promise<NoticeSession | undefined>;
  /**
   * The sessions a volunteer has joined (of the request's tenant) on or after `fromDate` (`YYYY-MM-DD`), by date,
   * leaving out those of cancelled activities.
   */
  joinedSessions(request: FastifyRequest, userId: number, fromDate: string): Promise<SessionSummary[]>;
  /** The volunteers whose participation in the session (of the request's tenant) is confirmed, with access. */
  sessionVolunteers(request: FastifyRequest, interventionId: number): Promise<NoticeRecipient[]>;
  /** The sessions of an activity (of the request's tenant) on or after `fromDate` (`YYYY-MM-DD`), by date. */
  activitySessions(request: FastifyRequest, activityId: number, fromDate: string): Promise<SessionSummary[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    noticesRepository: NoticesRepository;
  }
}

/** A tenant's sessions with what their emails say of them (activity, day, times, place). */
export const noticeSessions = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('interventions as i')
    .innerJoin('activities as a', 'a.id', 'i.activity_id')
    .leftJoin('places as p', 'p.id', 'i.place_id')
    .leftJoin('locations as l', 'l.id', 'p.address_location_id')
    .select([
      'i.id',
      'i.activity_id',
      'a.name as activity_name',
      'a.coordinator_id',
      'i.date',
      'i.schedule_start',
      'i.schedule_end',
      'p.name as place_name',
      'p.address as place_address',
      'p.postal_code as place_postal_code',
      'l.name as place_town',
    ])
    .where('i.tenant_id', '=', tenantId);

type SessionRow = Awaited<ReturnType<ReturnType<typeof noticeSessions>['executeTakeFirstOrThrow']>>;

export function sessionSummaryOf(row: SessionRow): SessionSummary {
  const town = [row.place_postal_code, row.place_town].filter(Boolean).join(' ');
  return {
    interventionId: row.id,
    activityId: row.activity_id,
    activityName: row.activity_name,
    date: row.date,
    scheduleStart: row.schedule_start,
    scheduleEnd: row.schedule_end,
    place: row.place_name ? [row.place_name, row.place_address, town].filter(Boolean).join(', ') : null,
  };
}

/** A person as emails address them, from their row and their settings' (null without settings). */
export const noticeRecipientOf = (row: {
  id: number;
  email: string;
  name: string;
  surname: string;
  profile: string;
  language: string | null;
  notify_participation_changes: number | null;
}): NoticeRecipient => ({
  id: row.id,
  email: row.email,
  name: row.name,
  surname: row.surname,
  profile: row.profile,
  settings: userSettingsOf(
    row.notify_participation_changes === null
      ? undefined
      : { language: row.language, notify_participation_changes: row.notify_participation_changes },
  ),
});

export const noticesRepositoryPlugin = fp(
  async (app) => {
    const { scoped } = requestScope(app.db);
    const repository: NoticesRepository = {
      person: (request, userId) =>
        scoped(request, async (db, tenantId) => {
          const row = await db
            .selectFrom('users as u')
            .leftJoin('user_settings as s', (join) =>
              join.onRef('s.user_id', '=', 'u.id').onRef('s.tenant_id', '=', 'u.tenant_id'),
            )
            .select(['u.id', 'u.email', 'u.name', 'u.surname', 'u.profile', 'u.active'])
            .select(['s.language', 's.notify_participation_changes'])
            .where('u.tenant_id', '=', tenantId)
            .where('u.id', '=', userId)
            .where('u.deleted_at', 'is', null)
            .executeTakeFirst();
          if (!row || row.active !== 1) return undefined;
          return noticeRecipientOf(row);
        }),
      session: async (request, interventionId) => {
        const row = await scoped(request, (db, tenantId) =>
          noticeSessions(db, tenantId).where('i.id', '=', interventionId).executeTakeFirst(),
        );
        if (!row) return undefined;
        return {
          ...sessionSummaryOf(row),
          coordinator: await repository.person(request, row.coordinator_id),
        };
      },
      joinedSessions: (request, userId, fromDate) =>
        scoped(request, async (db, tenantId) => {
          const rows = await noticeSessions(db, tenantId)
            .innerJoin('intervention_participants as ip', (join) =>
              join.onRef('ip.intervention_id', '=', 'i.id').onRef('ip.tenant_id', '=', 'i.tenant_id'),
            )
            .where('ip.user_id', '=', userId)
            .where('ip.role', '=', 'volunteer')
            .where('a.status', '!=', 'cancelled')
            .where('i.date', '>=', fromDate)
            .orderBy('i.date')
            .orderBy('i.schedule_start')
            .orderBy('i.id')
            .execute();
          return rows.map(sessionSummaryOf);
        }),
      sessionVolunteers: (request, interventionId) =>
        scoped(request, async (db, tenantId) => {
          const rows = await db
            .selectFrom('intervention_participants as ip')
            .innerJoin('users as u', (join) =>
              join.onRef('u.id', '=', 'ip.user_id').onRef('u.tenant_id', '=', 'ip.tenant_id'),
            )
            .leftJoin('user_settings as s', (join) =>
              join.onRef('s.user_id', '=', 'u.id').onRef('s.tenant_id', '=', 'u.tenant_id'),
            )
            .select(['u.id', 'u.email', 'u.name', 'u.surname', 'u.profile'])
            .select(['s.language', 's.notify_participation_changes'])
            .where('ip.tenant_id', '=', tenantId)
            .where('ip.intervention_id', '=', interventionId)
            .where('ip.role', '=', 'volunteer')
            .where('ip.status', '=', 'confirmed')
            .where('u.profile', '=', 'volunteer')
            .where('u.active', '=', 1)
            .where('u.deleted_at', 'is', null)
            .orderBy('u.id')
            .execute();
          return rows.map(noticeRecipientOf);
        }),
      activitySessions: (request, activityId, fromDate) =>
        scoped(request, async (db, tenantId) => {
          const rows = await noticeSessions(db, tenantId)
            .where('i.activity_id', '=', activityId)
            .where('i.date', '>=', fromDate)
            .orderBy('i.date')
            .orderBy('i.schedule_start')
            .orderBy('i.id')
            .execute();
          return rows.map(sessionSummaryOf);
        }),
    };
    app.decorate('noticesRepository', repository);
  },
  { name: 'notices-repository', dependencies: ['database', 'tenancy'] },
);
