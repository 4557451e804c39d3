import type { Kysely } from 'kysely';

// Staff (employees and coordinators) are users with the profile `employee`: they gain a department and, for a
// coordinator promoted from the volunteers, when and by whom. No new table, so no new grants nor policies: the
// users table already has them (0002), and its list indexes (0003) serve the staff lists too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('department', 'text').execute();
  await db.schema.alterTable('users').addColumn('promoted_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('promoted_by_id', 'integer', (c) => c.references('users.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['promoted_by_id', 'promoted_at', 'department']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
