import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database, User, UsersTable } from '../../db/schema';
import { claimVersion } from '../../lib/claim-version';
import type { PersonColumns } from '../../lib/person-payload';
import { personSearchColumns } from '../../lib/person-search';
import { requestScope } from '../../lib/request-scope';
import { EMAIL, takenValuesIn } from '../../lib/taken-values';

/** What a person may change of their own profile: never their email, profile, roles nor status. */
export type OwnProfileValues = PersonColumns &
  Partial<Pick<UsersTable, 'skills' | 'availability' | 'how_we_met' | 'traits' | 'about_me'>>;

/** The person fields a person fills in when activating their account (the email is the invited one). */
export type PersonFields = Partial<Omit<PersonColumns, 'email' | 'disability'>>;

// Every method scopes its query to the tenant of the request, so no call can reach another tenant's users.
export interface UsersRepository {
  findByEmail(request: FastifyRequest, email: string): Promise<User | undefined>;
  /** A person of the tenant by id (any state: the caller decides what the state allows). */
  findById(request: FastifyRequest, id: number): Promise<User | undefined>;
  /**
   * An account that may act, in a session that is still live (not ended, not expired). On PostgreSQL the read
   * opens the request's tenant transaction in the same round trip and leaves it for the request's next work when
   * the account is found (requestScope().readFirst).
   */
  findActiveById(request: FastifyRequest, id: number, sessionId: string): Promise<User | undefined>;
  findByActivationCode(request: FastifyRequest, code: string): Promise<User | undefined>;
  /**
   * Gives a person still invited (never activated, not deleted) a new activation code and expiry, so the link
   * of the earlier email stops working; resolves to false when the account is active already.
   */
  renewInvitation(
    request: FastifyRequest,
    id: number,
    activation: { code: string; expiresAt: string },
  ): Promise<boolean>;
  activate(request: FastifyRequest, id: number, fields: PersonFields, passwordHash: string): Promise<void>;
  /** Sets the password and voids every reset code of the account still outstanding. */
  setPassword(request: FastifyRequest, id: number, passwordHash: string): Promise<void>;
  /** Whether any account of the tenant (staff, volunteers, partner contacts) already uses the email. */
  emailTaken(request: FastifyRequest, email: string, exceptId?: number): Promise<boolean>;
  /** Which of these emails (lower case) an account of the tenant already uses: one query per 500. */
  takenEmails(request: FastifyRequest, emails: string[]): Promise<Set<string>>;
  /**
   * A signed-in person's own profile update (person fields, and a volunteer's volunteering profile); `version`:
   * the one an If-Match named, claimed first (412 `resource-changed` when the row moved on).
   */
  updateOwnProfile(
    request: FastifyRequest,
    id: number,
    values: OwnProfileValues,
    version?: number,
  ): Promise<User>;
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

/** A session id as the API makes them (a UUID): anything else is never looked up. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const usersRepositoryPlugin = fp(
  async (app) => {
    const { scoped, scopedTransaction, readFirst } = requestScope(app.db);
    const users = (db: Kysely<Database>, tenantId: number) =>
      db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId);

    app.decorate('usersRepository', {
      findByEmail: (request, email) =>
        scoped(request, (db, tenantId) =>
          users(db, tenantId).where('email', '=', email.trim().toLowerCase()).executeTakeFirst(),
        ),
      findById: async (request, id) =>
        Number.isSafeInteger(id)
          ? scoped(request, (db, tenantId) => users(db, tenantId).where('id', '=', id).executeTakeFirst())
          : undefined,
      findActiveById: async (request, id, sessionId) => {
        if (!Number.isSafeInteger(id) || !SESSION_ID.test(sessionId)) return undefined;
        // Values written into the query (readFirst takes no parameters): checked integers and a checked UUID.
        const now = nowIso();
        return readFirst(request, (db, tenantId) =>
          db
            .selectFrom('users')
            .selectAll()
            .where('tenant_id', '=', sql.lit(tenantId))
            .where('id', '=', sql.lit(id))
            .where('active', '=', sql.lit(1))
            .where(({ exists, selectFrom }) =>
              exists(
                selectFrom('auth_sessions')
                  .select('auth_sessions.id')
                  .where('auth_sessions.tenant_id', '=', sql.lit(tenantId))
                  .where('auth_sessions.id', '=', sql.lit(sessionId))
                  .where('auth_sessions.user_id', '=', sql.lit(id))
                  .where('auth_sessions.revoked_at', 'is', null)
                  .where('auth_sessions.expires_at', '>', sql.lit(now)),
              ),
            ),
        );
      },
      findByActivationCode: (request, code) =>
        scoped(request, (db, tenantId) =>
          users(db, tenantId).where('activation_code', '=', code).where('active', '=', 0).executeTakeFirst(),
        ),
      renewInvitation: (request, id, activation) =>
        scoped(request, async (db, tenantId) => {
          const result = await db
            .updateTable('users')
            .set({
              activation_code: activation.code,
              activation_expires_at: activation.expiresAt,
              updated_at: nowIso(),
            })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .where('active', '=', 0)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          return Number(result.numUpdatedRows) > 0;
        }),
      activate: (request, id, fields, passwordHash) =>
        scoped(request, async (db, tenantId) => {
          const current = await users(db, tenantId).where('id', '=', id).executeTakeFirstOrThrow();
          await db
            .updateTable('users')
            .set({
              ...fields,
              // The lists search and sort by what the person entered here.
              ...personSearchColumns({
                name: fields.name ?? current.name,
                surname: fields.surname ?? current.surname,
                email: current.email,
                identification:
                  fields.identification === undefined ? current.identification : fields.identification,
              }),
              password_hash: passwordHash,
              active: 1,
              activation_code: null,
              activation_expires_at: null,
              updated_at: nowIso(),
            })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
        }),
      setPassword: (request, id, passwordHash) =>
        scopedTransaction(request, async (db, tenantId) => {
          const now = nowIso();
          await db
            .updateTable('users')
            .set({ password_hash: passwordHash, updated_at: now })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
          // A reset link asked for before the change must not undo it.
          await db
            .updateTable('password_reset_requests')
            .set({ used_at: now })
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', id)
            .where('used_at', 'is', null)
            .execute();
        }),
      emailTaken: (request, email, exceptId) =>
        scoped(request, async (db, tenantId) => {
          let query = db
            .selectFrom('users')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('email', '=', email.trim().toLowerCase());
          if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
          return (await query.executeTakeFirst()) !== undefined;
        }),
      takenEmails: (request, emails) =>
        scoped(request, (db, tenantId) => takenValuesIn(db, tenantId, EMAIL, emails)),
      updateOwnProfile: (request, id, values, version) =>
        scopedTransaction(request, async (db, tenantId) => {
          await claimVersion(db, 'users', tenantId, id, version);
          await db
            .updateTable('users')
            .set({ ...values, ...personSearchColumns(values), updated_at: nowIso() })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
          return users(db, tenantId).where('id', '=', id).executeTakeFirstOrThrow();
        }),
    } satisfies UsersRepository);
  },
  { name: 'users-repository', dependencies: ['database', 'tenancy'] },
);
