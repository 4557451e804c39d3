import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nowIso } from '../../db/database';
import { randomToken, sha256 } from '../../lib/tokens';
import { requestScope } from '../../lib/request-scope';

export const RESET_LINK_LIFETIME_MS = 3600 * 1000;

export interface PasswordResetsRepository {
  /** A new reset code for the user (only its hash is stored), valid for one hour; earlier codes stop working. */
  create(request: FastifyRequest, userId: number): Promise<string>;
  /** The user id when the code is valid, and marks it used; undefined when unknown, used or expired. */
  consume(request: FastifyRequest, code: string): Promise<number | undefined>;
  /** Whether the code is valid now (known, unused, not expired), leaving it as it is. */
  isValid(request: FastifyRequest, code: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetsRepository: PasswordResetsRepository;
  }
}

export const passwordResetsRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);
    app.decorate('passwordResetsRepository', {
      create: (request, userId) =>
        scopedTransaction(request, async (db, tenantId) => {
          const code = randomToken(32);
          const now = nowIso();
          // Only the newest link works: an older email, perhaps read by someone else, is void.
          await db
            .updateTable('password_reset_requests')
            .set({ used_at: now })
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .where('used_at', 'is', null)
            .execute();
          await db
            .insertInto('password_reset_requests')
            .values({
              tenant_id: tenantId,
              user_id: userId,
              code_hash: sha256(code),
              created_at: now,
              expires_at: new Date(Date.now() + RESET_LINK_LIFETIME_MS).toISOString(),
            })
            .execute();
          return code;
        }),
      consume: (request, code) =>
        scoped(request, async (db, tenantId) => {
          const now = nowIso();
          const row = await db
            .selectFrom('password_reset_requests')
            .select(['id', 'user_id'])
            .where('tenant_id', '=', tenantId)
            .where('code_hash', '=', sha256(code))
            .where('used_at', 'is', null)
            .where('expires_at', '>', now)
            .executeTakeFirst();
          if (!row) return undefined;
          const result = await db
            .updateTable('password_reset_requests')
            .set({ used_at: now })
            .where('id', '=', row.id)
            .where('used_at', 'is', null)
            .executeTakeFirst();
          return Number(result.numUpdatedRows) === 1 ? row.user_id : undefined;
        }),
      isValid: (request, code) =>
        scoped(request, async (db, tenantId) => {
          const row = await db
            .selectFrom('password_reset_requests')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('code_hash', '=', sha256(code))
            .where('used_at', 'is', null)
            .where('expires_at', '>', nowIso())
            .executeTakeFirst();
          return row !== undefined;
        }),
    } satisfies PasswordResetsRepository);
  },
  { name: 'password-resets-repository', dependencies: ['database', 'tenancy'] },
);
