import type { Kysely } from 'kysely';
import { createTableWithId, guardTenantTables } from './tenant-table';

// Two-step verification (docs/adr/0008-two-step-verification.md): a person's authenticator secret (encrypted),
// confirmed once they typed a first code, with the last 30-second step used so that a code works once; and their
// one-time recovery codes, stored as digests. Apart from `users`, so that turning it on or off is not an edit of
// the person's record (whose version the edit forms compare).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mfa_credentials')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('last_used_step', 'integer')
    .execute();
  await createTableWithId(db, 'mfa_recovery_codes')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('mfa_recovery_codes_user_idx')
    .on('mfa_recovery_codes')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await guardTenantTables(db, ['mfa_credentials'], { withoutSequence: ['mfa_credentials'] });
  await guardTenantTables(db, ['mfa_recovery_codes']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mfa_recovery_codes').execute();
  await db.schema.dropTable('mfa_credentials').execute();
}
