import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/database';
import type { Database, User, UsersTable } from '../../db/schema';
import { inTenant } from '../../db/tenant-scope';
import { personSearchColumns } from '../../lib/person-search';
import { tenantOf } from '../tenancy';

export type PersonFields = Partial<
  Pick<
    UsersTable,
    | 'name'
    | 'surname'
    | 'phone_prefix_mobile'
    | 'phone_mobile'
    | 'phone_prefix'
    | 'phone'
    | 'address_country_id'
    | 'address_state_id'
    | 'address_province_id'
    | 'address_location_id'
    | 'address'
    | 'postal_code'
    | 'identification_type'
    | 'identification'
    | 'sex'
    | 'birthday'
  >
>;

// Every method scopes its query to the tenant of the request, so no call can reach another tenant's users.
export interface UsersRepository {
  findByEmail(request: FastifyRequest, email: string): Promise<User | undefined>;
  findActiveById(request: FastifyRequest, id: number): Promise<User | undefined>;
  findByActivationCode(request: FastifyRequest, code: string): Promise<User | undefined>;
  activate(request: FastifyRequest, id: number, fields: PersonFields, passwordHash: string): Promise<void>;
  setPassword(request: FastifyRequest, id: number, passwordHash: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export const usersRepositoryPlugin = fp(
  async (app) => {
    const scoped = <T>(
      request: FastifyRequest,
      work: (db: Kysely<Database>, tenantId: number) => Promise<T>,
    ) => {
      const tenantId = tenantOf(request).id;
      return inTenant(app.db, tenantId, (db) => work(db, tenantId));
    };
    const users = (db: Kysely<Database>, tenantId: number) =>
      db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId);

    app.decorate('usersRepository', {
      findByEmail: (request, email) =>
        scoped(request, (db, tenantId) =>
          users(db, tenantId).where('email', '=', email.trim().toLowerCase()).executeTakeFirst(),
        ),
      findActiveById: (request, id) =>
        scoped(request, (db, tenantId) =>
          users(db, tenantId).where('id', '=', id).where('active', '=', 1).executeTakeFirst(),
        ),
      findByActivationCode: (request, code) =>
        scoped(request, (db, tenantId) =>
          users(db, tenantId).where('activation_code', '=', code).where('active', '=', 0).executeTakeFirst(),
        ),
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
        scoped(request, async (db, tenantId) => {
          await db
            .updateTable('users')
            .set({ password_hash: passwordHash, updated_at: nowIso() })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
        }),
    } satisfies UsersRepository);
  },
  { name: 'users-repository', dependencies: ['database', 'tenancy'] },
);
