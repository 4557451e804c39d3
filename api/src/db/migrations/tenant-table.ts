import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

// Helpers of the migrations that add tenant-owned tables (0009 on). Not a migration: migrate.ts lists those.

/** `CREATE TABLE` with its integer key: serial on PostgreSQL, autoincrement on SQLite. */
export const createTableWithId = (db: Kysely<unknown>, table: string) =>
  isPostgres(db)
    ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/**
 * On PostgreSQL, tables created after 0002 need the request role's grants (with their id sequence, when they
 * have one) and the tenant policy (see 0002 and 0006). SQLite has neither.
 */
export async function guardTenantTables(
  db: Kysely<unknown>,
  tables: readonly string[],
  { withoutSequence = [] }: { withoutSequence?: readonly string[] } = {},
): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of tables) {
    await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ${sql.table(table)} TO enlace_app`.execute(db);
    if (!withoutSequence.includes(table)) {
      await sql`GRANT USAGE, SELECT ON SEQUENCE ${sql.table(`${table}_id_seq`)} TO enlace_app`.execute(db);
    }
    await sql`ALTER TABLE ${sql.table(table)} ENABLE ROW LEVEL SECURITY`.execute(db);
    await sql`
      CREATE POLICY tenant_isolation ON ${sql.table(table)} TO enlace_app
      USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)
      WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)`.execute(db);
  }
}
