import { type Kysely, sql } from 'kysely';
import { type Db, isPostgres } from './database';
import type { Database } from './schema';

/**
 * Runs tenant-owned queries for one tenant. On PostgreSQL they run in a transaction as the role `enlace_app`
 * with `app.tenant_id` set, so row-level security hides every other tenant's rows even if a query forgot its
 * filter; on SQLite the repositories' filters are the only wall.
 */
export async function inTenant<T>(
  db: Db,
  tenantId: number,
  work: (scoped: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return work(db);
  if (!Number.isSafeInteger(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
  return db.connection().execute(async (connection) => {
    // One round trip opens the transaction and scopes it (every request pays it, so it counts under load): a
    // query without parameters may hold several statements, hence the integer written into it. set_config(…,
    // true) lasts until the transaction ends, like SET LOCAL; setting `role` so is SET LOCAL ROLE.
    await sql
      .raw(
        `begin; select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'enlace_app', true)`,
      )
      .execute(connection);
    let result: T;
    try {
      result = await work(connection);
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
    await sql`commit`.execute(connection);
    return result;
  });
}

/**
 * Like inTenant, but always in one transaction, also on SQLite: for a read-then-write that must not interleave
 * with another request (the tier cap's count and insert).
 */
export async function inTenantTransaction<T>(
  db: Db,
  tenantId: number,
  work: (scoped: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) return inTenant(db, tenantId, work);
  return db.transaction().execute(work);
}
