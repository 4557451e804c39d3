import { type Kysely, sql } from 'kysely';
import { createTableWithId, guardTenantTables } from './tenant-table';

// Waiting lists of full sessions (docs/adr/0077-waiting-lists.md): whether the organisation offers a freed place
// (the first in line accepts it within a day) rather than moving the first in line in at once, and one row per
// volunteer waiting for a place in a session, in the order they joined the line.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('waiting_list_offers', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createTableWithId(db, 'waiting_list_entries')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('intervention_id', 'integer', (c) =>
      c.notNull().references('interventions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // While an offer is open, the place is held for this volunteer until `offer_expires_at`.
    .addColumn('offered_at', 'text')
    .addColumn('offer_expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('waiting_list_entries_intervention_user_uq')
    .on('waiting_list_entries')
    .columns(['intervention_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('waiting_list_entries_tenant_idx')
    .on('waiting_list_entries')
    .columns(['tenant_id', 'offer_expires_at'])
    .execute();
  await guardTenantTables(db, ['waiting_list_entries']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE waiting_list_entries`.execute(db);
  await sql`ALTER TABLE tenants DROP COLUMN waiting_list_offers`.execute(db);
}
