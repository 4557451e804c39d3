import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { createTableWithId, guardTenantTables } from './tenant-table';

// Certificates of volunteering (docs/adr/0073-certificates-of-volunteering.md): each one issued, with its PDF as
// sent, so that downloading it again gives the very same document; kept ten years (spec §9), then deleted by the
// retention job. The volunteer's row outlives them (a deleted person is anonymised, not removed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'certificates')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // Null once that account is gone; the volunteer themselves when they downloaded it.
    .addColumn('issued_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    // The period asked for; null: open at that end (from the first session, up to the issue day).
    .addColumn('period_from', 'text')
    .addColumn('period_to', 'text')
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addColumn('total_minutes', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('pdf', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('certificates_reference_unique')
    .on('certificates')
    .columns(['tenant_id', 'reference'])
    .unique()
    .execute();
  await db.schema
    .createIndex('certificates_user')
    .on('certificates')
    .columns(['tenant_id', 'user_id', 'issued_at'])
    .execute();
  // The retention job deletes by age across tenants.
  await db.schema.createIndex('certificates_issued_at').on('certificates').column('issued_at').execute();
  await guardTenantTables(db, ['certificates']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE certificates`.execute(db);
}
