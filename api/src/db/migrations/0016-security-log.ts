import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { createTableWithId, guardTenantTables } from './tenant-table';

// The security log (spec §9: kept two years): who did what security-relevant thing, when, from which address.
// Rows are written by the request that causes them and read by the administrators' log screen; the retention job
// deletes those older than two years (docs/adr/0005-security-log-retention.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'security_events')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // ISO-8601 UTC, like every timestamp: the strings sort as the instants do.
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // The accounts it names are kept without foreign keys: the log outlives what it speaks of.
    .addColumn('actor_id', 'integer')
    .addColumn('subject_user_id', 'integer')
    .addColumn('subject_iri', 'text')
    // The email a failed sign-in tried, as typed (length-limited).
    .addColumn('subject_email', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    // A small JSON object of plain values; never a password, token or code.
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  // The log screen's filters, each newest first within the tenant; the retention job walks the first.
  for (const [name, columns] of [
    ['security_events_time_idx', ['tenant_id', 'occurred_at']],
    ['security_events_type_idx', ['tenant_id', 'type', 'occurred_at']],
    ['security_events_actor_idx', ['tenant_id', 'actor_id', 'occurred_at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('security_events')
      .columns([...columns])
      .execute();
  }
  await guardTenantTables(db, ['security_events']);
  // Requests only add to the log and read it: nothing a request runs can rewrite or erase an entry. The
  // retention job deletes as the connecting owner, like migrations and seeds.
  if (isPostgres(db)) await sql`REVOKE UPDATE, DELETE ON security_events FROM enlace_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_events').ifExists().execute();
}
