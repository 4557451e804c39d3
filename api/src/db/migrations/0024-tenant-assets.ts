import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { createTableWithId, guardTenantTables } from './tenant-table';

// A tenant's own images, uploaded by its administrators and converted by the API (docs/adr/0020-tenant-branding.md):
// in the database, not on one process's disk, so that every API process serves them. `file` is the name in the
// tenant's CDN folder (a new one at each upload, so that caches never show the old image). The translations of the
// home page's copies (English, Catalan) are a JSON text beside the Spanish `copies`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'tenant_assets')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tenant_assets_name_unique')
    .on('tenant_assets')
    .columns(['tenant_id', 'name'])
    .unique()
    .execute();
  await guardTenantTables(db, ['tenant_assets']);
  await db.schema.alterTable('tenants').addColumn('copies_by_language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE tenant_assets`.execute(db);
  await db.schema.alterTable('tenants').dropColumn('copies_by_language').execute();
}
