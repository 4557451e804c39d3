import { type Kysely, sql } from 'kysely';
import { createTableWithId, guardTenantTables } from './tenant-table';

// Every import of a file (docs/adr/0027-csv-import.md): who, when, which file, how many rows it created and how
// many it refused. Listed on the import page; kept like the rest of the tenant's records.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'imports')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created', 'integer', (c) => c.notNull())
    .addColumn('rejected', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('imports_tenant_kind')
    .on('imports')
    .columns(['tenant_id', 'kind', 'id'])
    .execute();
  await guardTenantTables(db, ['imports']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE imports`.execute(db);
}
