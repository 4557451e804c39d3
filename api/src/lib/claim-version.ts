import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { VERSIONED_TABLES } from '../db/migrations/0017-row-versions';
import { resourceChanged } from './entity-tag';

/**
 * The first statement of a write sent with If-Match: moves the row on from the version the client read, in one
 * conditional UPDATE. It takes the row's lock (PostgreSQL; a concurrent claim waits, then finds the version moved
 * on) or the database's write lock (SQLite), so of two writes that read the same version exactly one goes on; the
 * other answers 412 `resource-changed` and its transaction changes nothing. Without a version (no If-Match) it does
 * nothing. False when the row does not exist (the caller's 404).
 */
export async function claimVersion(
  db: Kysely<Database>,
  table: (typeof VERSIONED_TABLES)[number],
  tenantId: number,
  id: number,
  version: number | undefined,
): Promise<boolean> {
  if (version === undefined) return true;
  const { numUpdatedRows } = await db
    .updateTable(table)
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 1) return true;
  const exists = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (exists) throw resourceChanged();
  return false;
}
