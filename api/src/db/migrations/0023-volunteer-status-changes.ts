import { type Kysely, sql } from 'kysely';
import { createTableWithId, guardTenantTables } from './tenant-table';

// A volunteer's history of validation and status changes (docs/adr/0016-volunteer-history.md): what changed, from
// which status to which, who did it and when. Written by the operations that change them, read by every staff
// member who may read the volunteer, and kept as long as the volunteer (the security log, admin-only and purged
// after two years, is a different record).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'volunteer_status_changes')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('volunteer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // validated, deactivated, reactivated, promoted or deleted.
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    // The staff member who acted; kept without a foreign key, like the security log: the history outlives them.
    .addColumn('changed_by_id', 'integer')
    // ISO-8601 UTC, like every timestamp.
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('volunteer_status_changes_volunteer_idx')
    .on('volunteer_status_changes')
    .columns(['tenant_id', 'volunteer_id', 'changed_at'])
    .execute();
  await guardTenantTables(db, ['volunteer_status_changes']);
  // The validations recorded before this table existed are on the volunteers themselves: they start the history.
  await sql`
    INSERT INTO volunteer_status_changes
      (tenant_id, volunteer_id, change, from_status, to_status, changed_by_id, changed_at)
    SELECT tenant_id, id, 'validated', 'pending', 'validated', validated_by_id, validated_at
    FROM users
    WHERE profile = 'volunteer' AND validated_at IS NOT NULL AND deleted_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('volunteer_status_changes').ifExists().execute();
}
