import { type Kysely, sql } from 'kysely';

// A person's private calendar feed (docs/adr/0071-calendar-feeds.md): its address is signed with the server's
// secret over the person and this version, so nothing secret is stored; changing the address raises the version,
// and every address made with an older one stops working at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_settings')
    .addColumn('calendar_feed_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_settings DROP COLUMN calendar_feed_version`.execute(db);
}
