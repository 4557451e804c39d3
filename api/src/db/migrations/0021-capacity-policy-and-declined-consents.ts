import type { Kysely } from 'kysely';

// What a room does with a session that expects more people than it holds (docs/adr/0010-room-capacity.md):
// `warn` (the default, and every existing room's) or `refuse`. And the tutor's "no": when a tutor declined
// through the emailed code, with the reason they gave, on the consent row (the record of that code) and, for a
// minor volunteer, on the volunteer like the authorisation. A declined participant keeps its row with the
// status `declined`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('places')
    .addColumn('capacity_policy', 'text', (c) => c.notNull().defaultTo('warn'))
    .execute();
  await db.schema.alterTable('guardian_consents').addColumn('declined_at', 'text').execute();
  await db.schema.alterTable('guardian_consents').addColumn('decline_reason', 'text').execute();
  await db.schema.alterTable('users').addColumn('guardian_declined_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('guardian_decline_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('guardian_decline_reason').execute();
  await db.schema.alterTable('users').dropColumn('guardian_declined_at').execute();
  await db.schema.alterTable('guardian_consents').dropColumn('decline_reason').execute();
  await db.schema.alterTable('guardian_consents').dropColumn('declined_at').execute();
  await db.schema.alterTable('places').dropColumn('capacity_policy').execute();
}
