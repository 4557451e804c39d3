import type { FastifyRequest } from 'fastify';
import type { Compilable, Kysely } from 'kysely';
import { type Db, isPostgres } from '../db/database';
import type { Database } from '../db/schema';
import { inTenant, inTenantTransaction, openTenantScope, type OpenTenantScope } from '../db/tenant-scope';
import { tenantOf } from '../plugins/tenancy';

export type TenantWork<T> = (db: Kysely<Database>, tenantId: number) => Promise<T>;

// The transaction a request's first read left open (PostgreSQL), until its next work takes it.
const openScopes = new WeakMap<FastifyRequest, OpenTenantScope>();

function takeOpenScope<T>(request: FastifyRequest, work: TenantWork<T>): Promise<T> | undefined {
  const open = openScopes.get(request);
  if (!open) return undefined;
  openScopes.delete(request);
  if (open.tenantId !== tenantOf(request).id) {
    open.close();
    return undefined;
  }
  return open.take((db) => work(db, open.tenantId));
}

/**
 * The repositories' way into the database: every piece of work runs for the tenant of the request
 * (`inTenant`), or in one transaction for a read-then-write that must not interleave (`inTenantTransaction`).
 */
export function requestScope(database: Db) {
  return {
    scoped<T>(request: FastifyRequest, work: TenantWork<T>): Promise<T> {
      const tenantId = tenantOf(request).id;
      return takeOpenScope(request, work) ?? inTenant(database, tenantId, (db) => work(db, tenantId));
    },
    scopedTransaction<T>(request: FastifyRequest, work: TenantWork<T>): Promise<T> {
      const tenantId = tenantOf(request).id;
      // On PostgreSQL every scope is one transaction, so the open one serves.
      return (
        takeOpenScope(request, work) ?? inTenantTransaction(database, tenantId, (db) => work(db, tenantId))
      );
    },
    /**
     * The request's first read (the signed-in user), whose row, when found, lets the request go on. On PostgreSQL
     * it runs in the round trip that opens the request's tenant transaction, which then stays open for the
     * request's next `scoped` work if that work starts before the event loop turns (a route's handler runs right
     * after its preHandler, so a list pays one transaction, not two); at the next turn it is closed, so that no
     * connection is ever held across another wait. The query takes no parameters: its values are written into it
     * (`sql.lit` of checked integers).
     */
    async readFirst<R>(
      request: FastifyRequest,
      query: (db: Kysely<Database>, tenantId: number) => Compilable<R>,
    ): Promise<R | undefined> {
      const tenantId = tenantOf(request).id;
      if (!isPostgres(database)) return (await database.executeQuery(query(database, tenantId))).rows[0];
      const { rows, scope } = await openTenantScope(database, tenantId, (db) => query(db, tenantId));
      const row = rows[0];
      if (row === undefined) {
        scope.close();
        return undefined;
      }
      openScopes.get(request)?.close();
      openScopes.set(request, scope);
      setImmediate(() => {
        if (openScopes.get(request) === scope) openScopes.delete(request);
        scope.close();
      });
      return row;
    },
  };
}
