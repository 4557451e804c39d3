import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nowIso } from '../../db/database';
import type { MfaCredential } from '../../db/schema';
import { decryptTotpSecret, encryptTotpSecret, recoveryCodeHash } from '../../lib/mfa';
import { requestScope } from '../../lib/request-scope';

/** A person's authenticator, its secret readable. */
export type TotpCredential = Omit<MfaCredential, 'secret'> & { secret: string };

export interface MfaRepository {
  /** The person's authenticator, confirmed or waiting for its first code; undefined when there is none. */
  find(request: FastifyRequest, userId: number): Promise<TotpCredential | undefined>;
  /** A new authenticator waiting for its first code, replacing any other that was not confirmed. */
  startEnrolment(request: FastifyRequest, userId: number, secret: string): Promise<void>;
  /**
   * Takes a code's step: true when it is later than the last one taken (atomically, so that one code signs in
   * once even when sent twice at once); confirms a waiting authenticator.
   */
  useStep(request: FastifyRequest, userId: number, step: number): Promise<boolean>;
  /** New recovery codes (the earlier ones stop working). */
  replaceRecoveryCodes(request: FastifyRequest, userId: number, codes: string[]): Promise<void>;
  /** Uses a recovery code once; false when it is unknown or used. */
  useRecoveryCode(request: FastifyRequest, userId: number, code: string): Promise<boolean>;
  /** How many recovery codes are left. */
  recoveryCodesLeft(request: FastifyRequest, userId: number): Promise<number>;
  /** Turns two-step verification off: the authenticator and the recovery codes go; true when there was one. */
  remove(request: FastifyRequest, userId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mfaRepository: MfaRepository;
  }
}

export const mfaRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction } = requestScope(app.db);
    const serverSecret = app.config.jwtSecret;

    app.decorate('mfaRepository', {
      find: (request, userId) =>
        scoped(request, async (db, tenantId) => {
          const row = await db
            .selectFrom('mfa_credentials')
            .selectAll()
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          return row ? { ...row, secret: decryptTotpSecret(row.secret, serverSecret) } : undefined;
        }),
      startEnrolment: (request, userId, secret) =>
        scopedTransaction(request, async (db, tenantId) => {
          await db
            .deleteFrom('mfa_credentials')
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .where('confirmed_at', 'is', null)
            .execute();
          await db
            .insertInto('mfa_credentials')
            .values({
              user_id: userId,
              tenant_id: tenantId,
              secret: encryptTotpSecret(secret, serverSecret),
              created_at: nowIso(),
            })
            .execute();
        }),
      useStep: (request, userId, step) =>
        scoped(request, async (db, tenantId) => {
          const now = nowIso();
          const result = await db
            .updateTable('mfa_credentials')
            .set((eb) => ({
              last_used_step: step,
              confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)),
            }))
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
            .executeTakeFirst();
          return Number(result.numUpdatedRows) === 1;
        }),
      replaceRecoveryCodes: (request, userId, codes) =>
        scopedTransaction(request, async (db, tenantId) => {
          await db
            .deleteFrom('mfa_recovery_codes')
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .execute();
          const now = nowIso();
          await db
            .insertInto('mfa_recovery_codes')
            .values(
              codes.map((code) => ({
                tenant_id: tenantId,
                user_id: userId,
                code_hash: recoveryCodeHash(code),
                created_at: now,
              })),
            )
            .execute();
        }),
      useRecoveryCode: (request, userId, code) =>
        scoped(request, async (db, tenantId) => {
          const result = await db
            .updateTable('mfa_recovery_codes')
            .set({ used_at: nowIso() })
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .where('code_hash', '=', recoveryCodeHash(code))
            .where('used_at', 'is', null)
            .executeTakeFirst();
          return Number(result.numUpdatedRows) === 1;
        }),
      recoveryCodesLeft: (request, userId) =>
        scoped(request, async (db, tenantId) => {
          const row = await db
            .selectFrom('mfa_recovery_codes')
            .select((eb) => eb.fn.countAll<number>().as('left'))
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .where('used_at', 'is', null)
            .executeTakeFirstOrThrow();
          return Number(row.left);
        }),
      remove: (request, userId) =>
        scopedTransaction(request, async (db, tenantId) => {
          await db
            .deleteFrom('mfa_recovery_codes')
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .execute();
          const result = await db
            .deleteFrom('mfa_credentials')
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          return Number(result.numDeletedRows) > 0;
        }),
    } satisfies MfaRepository);
  },
  { name: 'mfa-repository', dependencies: ['config', 'database', 'tenancy'] },
);
