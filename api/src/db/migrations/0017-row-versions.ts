import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

// Every editable row gets a version that changes on each write of the row (docs/adr/0004-entity-tags.md). The
// ETag of a resource carries it, and a PATCH with If-Match claims it (`update … where version = ?`), so two writes
// that started from the same version cannot both succeed. The triggers add one on every UPDATE that leaves the
// version alone, so no write path can forget it; a write that sets the version itself (the claim) is not bumped
// again.

export const VERSIONED_TABLES = [
  'users',
  'beneficiaries',
  'partners',
  'places',
  'projects',
  'activities',
  'interventions',
] as const;

const postgresFunction = sql`
  CREATE FUNCTION row_version_next() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.version = OLD.version THEN
      NEW.version := OLD.version + 1;
    END IF;
    RETURN NEW;
  END $$`;

const triggerName = (table: string) => `${table}_row_version`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) await postgresFunction.execute(db);
  for (const table of VERSIONED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    if (postgres) {
      await sql`CREATE TRIGGER ${sql.id(triggerName(table))} BEFORE UPDATE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION row_version_next()`.execute(db);
    } else {
      // SQLite cannot change NEW: the row is updated again, which fires no trigger of its own (the version then
      // differs, and recursive triggers are off).
      await sql`CREATE TRIGGER ${sql.id(triggerName(table))} AFTER UPDATE ON ${sql.table(table)}
        WHEN new.version = old.version
      BEGIN
        UPDATE ${sql.table(table)} SET version = old.version + 1 WHERE id = new.id;
      END`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of VERSIONED_TABLES) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(triggerName(table))}${postgres ? sql` ON ${sql.table(table)}` : sql``}`.execute(
      db,
    );
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
  if (postgres) await sql`DROP FUNCTION IF EXISTS row_version_next()`.execute(db);
}
