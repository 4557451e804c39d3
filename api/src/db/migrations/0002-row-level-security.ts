import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

export const TENANT_ROLE = 'enlace_app';
const tenantTables = ['users', 'refresh_tokens', 'password_reset_requests'];

// PostgreSQL only: the second wall behind the repositories. Request queries run as the role `enlace_app`
// (SET LOCAL ROLE inside the request's transaction, with SET LOCAL app.tenant_id); its policies show only the
// rows of that tenant. Migrations, seeds and maintenance keep running as the connecting owner.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    DO $$ BEGIN
      CREATE ROLE enlace_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`.execute(db);
  await sql`
    DO $$ BEGIN
      EXECUTE format('GRANT USAGE ON SCHEMA %I TO enlace_app', current_schema());
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO enlace_app', current_schema());
      EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO enlace_app', current_schema());
    END $$`.execute(db);
  for (const table of tenantTables) {
    await sql`ALTER TABLE ${sql.table(table)} ENABLE ROW LEVEL SECURITY`.execute(db);
    await sql`
      CREATE POLICY tenant_isolation ON ${sql.table(table)} TO enlace_app
      USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)
      WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of tenantTables) {
    await sql`DROP POLICY IF EXISTS tenant_isolation ON ${sql.table(table)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DISABLE ROW LEVEL SECURITY`.execute(db);
  }
}
