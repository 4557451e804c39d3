import { type Kysely, sql } from 'kysely';
import { createTableWithId, guardTenantTables } from './tenant-table';

// Session reminders (docs/adr/0074-session-reminders-and-changes.md): how many hours before a session the
// organisation reminds its volunteers of it (48 unless its administrators choose another; 0: none), and one row per
// reminder claimed. The row is keyed on the participation and the session's start as it was reminded of, so that
// two API processes never both send it, and a session moved to another time is due a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('session_reminder_hours', 'integer', (c) => c.notNull().defaultTo(48))
    .execute();
  await createTableWithId(db, 'session_reminders')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // Leaving the session removes its participation, and the reminders with it: joining again is a new one.
    .addColumn('participant_id', 'integer', (c) =>
      c.notNull().references('intervention_participants.id').onDelete('cascade'),
    )
    // `YYYY-MM-DDTHH:MM`, the session's day and start on the organisation's wall clock when it was reminded of.
    .addColumn('session_start', 'text', (c) => c.notNull())
    // When a process took it to send; another may take it again once this is old and it was not sent.
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('session_reminders_participant_start_uq')
    .on('session_reminders')
    .columns(['participant_id', 'session_start'])
    .unique()
    .execute();
  await db.schema
    .createIndex('session_reminders_tenant_idx')
    .on('session_reminders')
    .columns(['tenant_id'])
    .execute();
  await guardTenantTables(db, ['session_reminders']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE session_reminders`.execute(db);
  await sql`ALTER TABLE tenants DROP COLUMN session_reminder_hours`.execute(db);
}
