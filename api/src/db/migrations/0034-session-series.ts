import { type Kysely, sql } from 'kysely';
import { createTableWithId, guardTenantTables } from './tenant-table';

// Series of sessions (docs/adr/0076-session-series.md): a row per series created in one step, and each session
// of it pointing at its series, so that "this and the following" finds the later ones. A session keeps its own
// values: the series holds no schedule, place or counts that could drift from its sessions'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'intervention_series')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('intervention_series_tenant_idx')
    .on('intervention_series')
    .columns(['tenant_id'])
    .execute();
  // A session taken out of its series (its series deleted) stays a session on its own.
  await db.schema
    .alterTable('interventions')
    .addColumn('series_id', 'integer', (c) => c.references('intervention_series.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('interventions_series_idx')
    .on('interventions')
    .columns(['series_id', 'date'])
    .execute();
  await guardTenantTables(db, ['intervention_series']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX interventions_series_idx`.execute(db);
  await sql`ALTER TABLE interventions DROP COLUMN series_id`.execute(db);
  await sql`DROP TABLE intervention_series`.execute(db);
}
