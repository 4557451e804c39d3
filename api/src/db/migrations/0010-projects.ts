import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

// Projects (a tenant-owned table) group a tenant's activities (spec §1); the tier caps the active ones (§9).
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await (
    postgres
      ? db.schema.createTable('projects').addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable('projects').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
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

  if (postgres) {
    // Tables created after 0002 need the request role's grants and the tenant policy (see 0002 and 0006).
    await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON projects TO enlace_app`.execute(db);
    await sql`GRANT USAGE, SELECT ON SEQUENCE projects_id_seq TO enlace_app`.execute(db);
    await sql`ALTER TABLE projects ENABLE ROW LEVEL SECURITY`.execute(db);
    await sql`
      CREATE POLICY tenant_isolation ON projects TO enlace_app
      USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)
      WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projects').ifExists().execute();
}
