import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/database';
import type { AuthSession, Database, RefreshToken, User } from '../../db/schema';
import { accessKeyOf } from '../../lib/access-key';
import { randomToken, sha256 } from '../../lib/tokens';
import { requestScope } from '../../lib/request-scope';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;

/** Why a session ended (kept on the session, and in the security log). */
export type SessionEndReason =
  | 'logout'
  | 'replayed-refresh-token'
  | 'password-changed'
  | 'password-reset'
  | 'access-changed'
  | 'mfa-reset';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The session (refresh family) the token belongs to: the `sid` of the access tokens issued with it. */
  sessionId: string;
}

export type ConsumeResult =
  | { status: 'ok'; token: RefreshToken; session: AuthSession }
  | { status: 'unknown' | 'expired' | 'revoked' }
  | { status: 'replayed'; session: AuthSession | undefined };

export interface RefreshTokensRepository {
  /**
   * A new refresh token; without `family` it starts a new session for the user, which expires after 30 days and
   * keeps the person's access as it is now.
   */
  issue(
    request: FastifyRequest,
    user: User,
    family?: { id: string; expiresAt: string },
  ): Promise<IssuedRefreshToken>;
  /** Marks the token used, once; a second use ends its whole session. */
  consume(request: FastifyRequest, token: string): Promise<ConsumeResult>;
  /** The session a refresh token belongs to, without using the token; undefined for an unknown token. */
  sessionOfToken(request: FastifyRequest, token: string): Promise<string | undefined>;
  /** Ends one session (its refresh tokens and access tokens); resolves to whether it was still live. */
  endSession(request: FastifyRequest, sessionId: string, reason: SessionEndReason): Promise<boolean>;
  /** Ends every session of the user; resolves to how many were live. */
  endAllForUser(request: FastifyRequest, userId: number, reason: SessionEndReason): Promise<number>;
  /** Whose session it is. */
  userOfSession(request: FastifyRequest, sessionId: string): Promise<number | undefined>;
  /** Records the person's access on a session that predates access keys (0018). */
  adoptAccessKey(request: FastifyRequest, sessionId: string, accessKey: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    refreshTokensRepository: RefreshTokensRepository;
  }
}

export const refreshTokensRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);

    /** Ends the sessions chosen by `where` and their refresh tokens; resolves to how many were live. */
    const endSessions = async (
      db: Kysely<Database>,
      tenantId: number,
      by: { sessionId: string } | { userId: number },
      reason: SessionEndReason,
    ): Promise<number> => {
      const now = nowIso();
      let sessions = db
        .updateTable('auth_sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('tenant_id', '=', tenantId)
        .where('revoked_at', 'is', null);
      let tokens = db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('tenant_id', '=', tenantId)
        .where('revoked_at', 'is', null);
      if ('sessionId' in by) {
        sessions = sessions.where('id', '=', by.sessionId);
        tokens = tokens.where('family_id', '=', by.sessionId);
      } else {
        sessions = sessions.where('user_id', '=', by.userId);
        tokens = tokens.where('user_id', '=', by.userId);
      }
      const ended = await sessions.executeTakeFirst();
      await tokens.execute();
      return Number(ended.numUpdatedRows);
    };

    const sessionById = (db: Kysely<Database>, tenantId: number, id: string) =>
      db
        .selectFrom('auth_sessions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();

    app.decorate('refreshTokensRepository', {
      issue: (request, user, family) =>
        scopedTransaction(request, async (db, tenantId) => {
          const token = randomToken(48);
          const now = nowIso();
          const sessionId = family?.id ?? randomUUID();
          const expiresAt =
            family?.expiresAt ?? new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS).toISOString();
          if (!family) {
            await db
              .insertInto('auth_sessions')
              .values({
                id: sessionId,
                tenant_id: tenantId,
                user_id: user.id,
                access_key: accessKeyOf(user),
                created_at: now,
                expires_at: expiresAt,
              })
              .execute();
          }
          await db
            .insertInto('refresh_tokens')
            .values({
              tenant_id: tenantId,
              user_id: user.id,
              token_hash: sha256(token),
              family_id: sessionId,
              created_at: now,
              expires_at: expiresAt,
            })
            .execute();
          return { token, expiresAt: new Date(expiresAt), sessionId };
        }),
      consume: (request, token) =>
        scopedTransaction(request, async (db, tenantId): Promise<ConsumeResult> => {
          const row = await db
            .selectFrom('refresh_tokens')
            .selectAll()
            .where('tenant_id', '=', tenantId)
            .where('token_hash', '=', sha256(token))
            .executeTakeFirst();
          if (!row) return { status: 'unknown' };
          const session = await sessionById(db, tenantId, row.family_id);
          if (row.revoked_at || !session || session.revoked_at) return { status: 'revoked' };
          if (row.used_at) {
            // A used token presented again was copied: whoever holds the session's tokens loses them all.
            await endSessions(db, tenantId, { sessionId: row.family_id }, 'replayed-refresh-token');
            return { status: 'replayed', session };
          }
          if (row.expires_at <= nowIso()) return { status: 'expired' };
          // The `used_at is null` condition makes two concurrent uses of one token end with exactly one winner.
          const result = await db
            .updateTable('refresh_tokens')
            .set({ used_at: nowIso() })
            .where('id', '=', row.id)
            .where('used_at', 'is', null)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) {
            await endSessions(db, tenantId, { sessionId: row.family_id }, 'replayed-refresh-token');
            return { status: 'replayed', session };
          }
          return { status: 'ok', token: row, session };
        }),
      sessionOfToken: (request, token) =>
        scoped(request, async (db, tenantId) => {
          const row = await db
            .selectFrom('refresh_tokens')
            .select('family_id')
            .where('tenant_id', '=', tenantId)
            .where('token_hash', '=', sha256(token))
            .executeTakeFirst();
          return row?.family_id;
        }),
      endSession: (request, sessionId, reason) =>
        scopedTransaction(
          request,
          async (db, tenantId) => (await endSessions(db, tenantId, { sessionId }, reason)) > 0,
        ),
      endAllForUser: (request, userId, reason) =>
        scopedTransaction(request, (db, tenantId) => endSessions(db, tenantId, { userId }, reason)),
      userOfSession: (request, sessionId) =>
        scoped(request, async (db, tenantId) => (await sessionById(db, tenantId, sessionId))?.user_id),
      adoptAccessKey: (request, sessionId, accessKey) =>
        scoped(request, async (db, tenantId) => {
          await db
            .updateTable('auth_sessions')
            .set({ access_key: accessKey })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', sessionId)
            .where('access_key', '=', '')
            .execute();
        }),
    } satisfies RefreshTokensRepository);
  },
  { name: 'refresh-tokens-repository', dependencies: ['database', 'tenancy'] },
);
