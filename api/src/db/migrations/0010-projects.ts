import type { Kysely } from 'kysely';
import { createTableWithId, guardTenantTables } from './tenant-table';

// Projects (a tenant-owned table) group a tenant's activities (spec §1); the tier caps the active ones (§9).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'projects')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // Calendar days, `YYYY-MM-DD`; the end is null for an open-ended project.
    .addColumn('date_start', 'text', (c) => c.notNull())
    .addColumn('date_end', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    // Derived on every write: the accent- and case-free name, searched and sorted by.
    .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A tenant has a handful of projects (12 active at most): one index for the default order and the cap's count.
  await db.schema
    .createIndex('projects_tenant_name_idx')
    .on('projects')
    .columns(['tenant_id', 'name_key', 'id'])
    .execute();
  await db.schema
    .createIndex('projects_tenant_status_idx')
    .on('projects')
    .columns(['tenant_id', 'status'])
    .execute();

  await guardTenantTables(db, ['projects']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projects').ifExists().execute();
}
