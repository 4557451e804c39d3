import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { inTenant, inTenantTransaction } from '../db/tenant-scope';
import { tenantOf } from '../plugins/tenancy';

export type TenantWork<T> = (db: Kysely<Database>, tenantId: number) => Promise<T>;

/**
 * The repositories' way into the database: every piece of work runs for the tenant of the request
 * (`inTenant`), or in one transaction for a read-then-write that must not interleave (`inTenantTransaction`).
 */
export function requestScope(database: Db) {
  return {
    scoped<T>(request: FastifyRequest, work: TenantWork<T>): Promise<T> {
      const tenantId = tenantOf(request).id;
      return inTenant(database, tenantId, (db) => work(db, tenantId));
    },
    scopedTransaction<T>(request: FastifyRequest, work: TenantWork<T>): Promise<T> {
      const tenantId = tenantOf(request).id;
      return inTenantTransaction(database, tenantId, (db) => work(db, tenantId));
    },
  };
}
