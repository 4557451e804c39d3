import type { Kysely } from 'kysely';

// The session calendar (docs/adr/0078-session-calendar.md) reads a tenant's interventions by a range of days across
// all its activities; the older indexes lead with the activity or the place, so the range would scan the tenant.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('interventions_tenant_date_idx')
    .on('interventions')
    .columns(['tenant_id', 'date', 'schedule_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('interventions_tenant_date_idx').ifExists().execute();
}
