import { type Kysely, sql } from 'kysely';
import { type Db, isPostgres } from './database';
import type { Database } from './schema';

const setAppRole = sql`set_config('role', 'enlace_app', true)`;

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
  return db.transaction().execute(async (trx) => {
    // One round trip for both settings (setting `role` with set_config is SET LOCAL ROLE).
    await sql`select set_config('app.tenant_id', ${String(tenantId)}, true), ${setAppRole}`.execute(trx);
    return work(trx);
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
