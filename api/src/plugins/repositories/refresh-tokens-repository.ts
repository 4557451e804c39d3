import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database, RefreshToken } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';
import { requestScope } from '../../lib/request-scope';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export type ConsumeResult =
  | { status: 'ok'; token: RefreshToken }
  | { status: 'unknown' | 'expired' | 'revoked' }
  | { status: 'replayed' };

export interface RefreshTokensRepository {
  /** A new token; without `family` it starts a new family that expires after 30 days. */
  issue(
    request: FastifyRequest,
    userId: number,
    family?: { id: string; expiresAt: string },
  ): Promise<IssuedRefreshToken>;
  /** Marks the token used, once; a second use revokes its whole family. */
  consume(request: FastifyRequest, token: string): Promise<ConsumeResult>;
  revokeAllForUser(request: FastifyRequest, userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    refreshTokensRepository: RefreshTokensRepository;
  }
}

export const refreshTokensRepositoryPlugin = fp(
  async (app) => {
    const { scoped } = requestScope(app.db);
    const revokeFamily = (db: Kysely<Database>, tenantId: number, familyId: string) =>
      db
        .updateTable('refresh_tokens')
        .set({ revoked_at: nowIso() })
        .where('tenant_id', '=', tenantId)
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();

    app.decorate('refreshTokensRepository', {
      issue: (request, userId, family) =>
        scoped(request, async (db, tenantId) => {
          const token = randomToken(48);
          const expiresAt =
            family?.expiresAt ?? new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS).toISOString();
          await db
            .insertInto('refresh_tokens')
            .values({
              tenant_id: tenantId,
              user_id: userId,
              token_hash: sha256(token),
              family_id: family?.id ?? randomUUID(),
              created_at: nowIso(),
              expires_at: expiresAt,
            })
            .execute();
          return { token, expiresAt: new Date(expiresAt) };
        }),
      consume: (request, token) =>
        scoped(request, async (db, tenantId): Promise<ConsumeResult> => {
          const row = await db
            .selectFrom('refresh_tokens')
            .selectAll()
            .where('tenant_id', '=', tenantId)
            .where('token_hash', '=', sha256(token))
            .executeTakeFirst();
          if (!row) return { status: 'unknown' };
          if (row.revoked_at) return { status: 'revoked' };
          if (row.used_at) {
            await revokeFamily(db, tenantId, row.family_id);
            return { status: 'replayed' };
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
            await revokeFamily(db, tenantId, row.family_id);
            return { status: 'replayed' };
          }
          return { status: 'ok', token: row };
        }),
      revokeAllForUser: (request, userId) =>
        scoped(request, async (db, tenantId) => {
          await db
            .updateTable('refresh_tokens')
            .set({ revoked_at: nowIso() })
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .where('revoked_at', 'is', null)
            .execute();
        }),
    } satisfies RefreshTokensRepository);
  },
  { name: 'refresh-tokens-repository', dependencies: ['database', 'tenancy'] },
);
