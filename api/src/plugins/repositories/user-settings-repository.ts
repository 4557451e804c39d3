import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nowIso } from '../../db/database';
import { isSupportedLanguage } from '@enlace/shared/i18n/core';
import type { MailLanguage } from '../../lib/mail-i18n';
import { requestScope } from '../../lib/request-scope';

/** A person's settings (migration 0022). */
export interface UserSettings {
  /** The language of their emails; null until first seen signed in (they then get Spanish). */
  language: MailLanguage | null;
  /** Staff: told when someone joins or leaves a session of an activity they coordinate. Off by default. */
  notifyParticipationChanges: boolean;
}

export interface UserSettingsRepository {
  /** The person's settings, or the defaults when nothing was stored yet. */
  find(request: FastifyRequest, userId: number): Promise<UserSettings>;
  /** Stores what `changes` holds, leaving the rest as it is; resolves to the settings now. */
  update(request: FastifyRequest, userId: number, changes: Partial<UserSettings>): Promise<UserSettings>;
  /** The version of the person's calendar feed address (0 until first changed). */
  calendarFeedVersion(request: FastifyRequest, userId: number): Promise<number>;
  /** Changes the person's calendar feed address: resolves to the new version; older addresses stop working. */
  renewCalendarFeed(request: FastifyRequest, userId: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    userSettingsRepository: UserSettingsRepository;
  }
}

export const DEFAULT_USER_SETTINGS: UserSettings = { language: null, notifyParticipationChanges: false };

/** The settings of a stored row (or of none). */
export const userSettingsOf = (
  row: { language: string | null; notify_participation_changes: number } | undefined,
): UserSettings =>
  row
    ? {
        language: row.language && isSupportedLanguage(row.language) ? row.language : null,
        notifyParticipationChanges: row.notify_participation_changes === 1,
      }
    : DEFAULT_USER_SETTINGS;

export const userSettingsRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);
    const repository: UserSettingsRepository = {
      find: (request, userId) =>
        scoped(request, async (db, tenantId) =>
          userSettingsOf(
            await db
              .selectFrom('user_settings')
              .select(['language', 'notify_participation_changes'])
              .where('tenant_id', '=', tenantId)
              .where('user_id', '=', userId)
              .executeTakeFirst(),
          ),
        ),
      update: (request, userId, changes) =>
        scopedTransaction(request, async (db, tenantId) => {
          const columns = {
            ...(changes.language !== undefined ? { language: changes.language } : {}),
            ...(changes.notifyParticipationChanges !== undefined
              ? { notify_participation_changes: changes.notifyParticipationChanges ? 1 : 0 }
              : {}),
            updated_at: nowIso(),
          };
          // One row per person, made on the first change (both databases upsert on the unique index).
          return userSettingsOf(
            await db
              .insertInto('user_settings')
              .values({ tenant_id: tenantId, user_id: userId, ...columns })
              .onConflict((conflict) => conflict.columns(['tenant_id', 'user_id']).doUpdateSet(columns))
              .returning(['language', 'notify_participation_changes'])
              .executeTakeFirst(),
          );
        }),
      calendarFeedVersion: (request, userId) =>
        scoped(request, async (db, tenantId) => {
          const row = await db
            .selectFrom('user_settings')
            .select('calendar_feed_version')
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          return row?.calendar_feed_version ?? 0;
        }),
      renewCalendarFeed: (request, userId) =>
        scopedTransaction(request, async (db, tenantId) => {
          const row = await db
            .insertInto('user_settings')
            .values({ tenant_id: tenantId, user_id: userId, calendar_feed_version: 1, updated_at: nowIso() })
            .onConflict((conflict) =>
              conflict.columns(['tenant_id', 'user_id']).doUpdateSet((eb) => ({
                calendar_feed_version: eb('user_settings.calendar_feed_version', '+', 1),
                updated_at: nowIso(),
              })),
            )
            .returning('calendar_feed_version')
            .executeTakeFirstOrThrow();
          return row.calendar_feed_version;
        }),
    };
    app.decorate('userSettingsRepository', repository);
  },
  { name: 'user-settings-repository', dependencies: ['database', 'tenancy'] },
);
