import { type Kysely, sql } from 'kysely';
import { createTableWithId, guardTenantTables } from './tenant-table';

// Each person's settings (docs/adr/0015-programme-emails.md): the language their emails are written in (the one
// their screen last showed while signed in) and, for staff, whether they are told when someone joins or leaves a
// session of an activity they coordinate. A table of its own, not columns of `users`: a change of language must not
// move the profile's version (its ETag), or the profile form open in another tab would answer "changed by someone".
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'user_settings')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // es, en or ca; null until the person is first seen signed in (their emails are then in Spanish).
    .addColumn('language', 'text')
    .addColumn('notify_participation_changes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_settings_user_unique')
    .on('user_settings')
    .columns(['tenant_id', 'user_id'])
    .unique()
    .execute();
  await guardTenantTables(db, ['user_settings']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE user_settings`.execute(db);
}
