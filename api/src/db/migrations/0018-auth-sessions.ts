import { type Kysely, sql } from 'kysely';
import { guardTenantTables } from './tenant-table';

// A session is what one sign-in starts: its refresh tokens (one family) and the access tokens issued from them,
// which carry its id (`sid`). Ending it (logout, a replayed refresh token, a new password) ends them all at once,
// on every API process, since each request reads it (docs/adr/0003-revocable-sessions.md). `access_key` is the
// person's access (profile, roles, whether the account may act) when it started: when that changes, the session
// can no longer be refreshed.
//
// The families of refresh tokens issued before become sessions, so that nobody is signed out by the upgrade
// beyond their next access token.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema
    .createIndex('auth_sessions_user_idx')
    .on('auth_sessions')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await sql`
    INSERT INTO auth_sessions (id, tenant_id, user_id, access_key, created_at, expires_at, revoked_at, revoked_reason)
    SELECT family_id, min(tenant_id), min(user_id), '', min(created_at), max(expires_at),
      CASE WHEN count(revoked_at) = count(*) THEN max(revoked_at) END,
      CASE WHEN count(revoked_at) = count(*) THEN 'revoked' END
    FROM refresh_tokens GROUP BY family_id`.execute(db);
  await guardTenantTables(db, ['auth_sessions'], { withoutSequence: ['auth_sessions'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_sessions').execute();
}
