import { type Compilable, CompiledQuery, type Kysely, sql } from 'kysely';
import { type Db, isPostgres } from './database';
import type { Database } from './schema';

/**
 * The one round trip that opens a tenant transaction on PostgreSQL: a query without parameters may hold several
 * statements, hence the integer written into it. set_config(…, true) lasts until the transaction ends, like SET
 * LOCAL; setting `role` so is SET LOCAL ROLE. Each statement is analysed after the previous one ran, so a
 * statement appended to it already runs as `enlace_app` under the tenant policy.
 */
function beginInTenant(tenantId: number): string {
  if (!Number.isSafeInteger(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
  return `begin; select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'enlace_app', true)`;
}

/** Runs the work in the transaction already open on the connection, then commits it (rolls back on error). */
async function workThenCommit<T>(
  connection: Kysely<Database>,
  work: (scoped: Kysely<Database>) => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await work(connection);
  } catch (error) {
    await sql`rollback`.execute(connection).catch(() => undefined);
    throw error;
  }
  await sql`commit`.execute(connection);
  return result;
}

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
  const begin = beginInTenant(tenantId);
  return db.connection().execute(async (connection) => {
    // Every request pays this, so it counts under load: one round trip, not three.
    await sql.raw(begin).execute(connection);
    return workThenCommit(connection, work);
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

/** A PostgreSQL tenant transaction opened by a first read and left open for the work that follows it. */
export interface OpenTenantScope {
  readonly tenantId: number;
  /**
   * Runs the work in the open transaction and ends it as inTenant would (commit, or rollback on error);
   * undefined when the scope was already taken or closed (the caller then opens its own).
   */
  take<T>(work: (scoped: Kysely<Database>) => Promise<T>): Promise<T> | undefined;
  /** Ends the transaction and frees its connection, unless some work took it. */
  close(): void;
}

/**
 * Opens a tenant transaction on PostgreSQL and runs `first` in the same round trip (appended to the statement
 * that opens it, so as `enlace_app` under the tenant policy), then keeps the transaction and its connection until
 * some work takes it or it is closed: the caller must do one or the other. `first` takes no parameters (a query
 * of several statements cannot): its values are written into it (`sql.lit` of checked integers).
 */
export function openTenantScope<R>(
  db: Db,
  tenantId: number,
  first: (scoped: Kysely<Database>) => Compilable<R>,
): Promise<{ rows: R[]; scope: OpenTenantScope }> {
  if (!isPostgres(db)) return Promise.reject(new Error('openTenantScope is for PostgreSQL'));
  const begin = beginInTenant(tenantId);
  return new Promise((resolve, reject) => {
    db.connection()
      .execute(async (connection) => {
        const query = first(connection).compile();
        if (query.parameters.length) throw new Error('openTenantScope: write the values into the query');
        let rows: R[];
        try {
          rows = (await connection.executeQuery<R>(CompiledQuery.raw(`${begin}; ${query.sql}`))).rows;
        } catch (error) {
          await sql`rollback`.execute(connection).catch(() => undefined);
          throw error;
        }
        let state: 'open' | 'taken' | 'closed' = 'open';
        let ended!: () => void;
        // The connection goes back to the pool when this callback returns: once the transaction has ended.
        const end = new Promise<void>((resolveEnd) => (ended = resolveEnd));
        resolve({
          rows,
          scope: {
            tenantId,
            take: (work) => {
              if (state !== 'open') return undefined;
              state = 'taken';
              return workThenCommit(connection, work).finally(ended);
            },
            close: () => {
              if (state !== 'open') return;
              state = 'closed';
              void sql`commit`
                .execute(connection)
                .catch(() => undefined)
                .finally(ended);
            },
          },
        });
        await end;
      })
      .catch(reject);
  });
}
