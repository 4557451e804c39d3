import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

// Fast person lists with 100,000 people in a tenant (`pnpm bench:api`; docs/adr/0051 and 0052):
//
// 1. `person_counts` keeps, per tenant, profile and status, how many people are not deleted, so that the total of
//    an unsearched list is read from one to three rows instead of counting 100,000 index entries per request.
//    Triggers keep it exact on every write path (statement-level with transition tables on PostgreSQL, so a bulk
//    insert updates each counter once per statement, not once per row).
//
// 2. Contains-search reads a trigram index instead of scanning every person of the tenant:
//    - SQLite: an FTS5 table with the trigram tokenizer over users.search_text (external content, kept by
//      triggers); the list asks it for candidate ids with LIKE, then checks the exact substrings on those rows.
//    - PostgreSQL: a pg_trgm GIN index on users.search_text. Requests run as enlace_app under row-level security,
//      and the planner only moves leakproof conditions below a policy: LIKE (textlike) is not leakproof, so
//      under RLS it can never be an index condition and every search scanned the tenant. Marking textlike
//      LEAKPROOF needs a superuser, changes a built-in for the whole database and is lost by pg_dump; so the
//      search runs in `person_search_ids(profile, words)`, a SECURITY DEFINER function owned by the migrating
//      role (the table owner, to whom the policy does not apply). It takes the tenant from `app.tenant_id`, the
//      same setting the policy reads, never from an argument, and returns only ids of that tenant's people; the
//      list then reads those rows through the policy as usual. Its words are quoted into the query as literals
//      (LIKE wildcards escaped) so that the planner sees them, and its search_path is pinned.

const counterTriggersSqlite = [
  sql`CREATE TRIGGER person_counts_insert AFTER INSERT ON users WHEN new.deleted_at IS NULL BEGIN
    INSERT INTO person_counts (tenant_id, profile, status, total)
      VALUES (new.tenant_id, new.profile, coalesce(new.status, ''), 1)
      ON CONFLICT (tenant_id, profile, status) DO UPDATE SET total = total + 1;
  END`,
  sql`CREATE TRIGGER person_counts_delete AFTER DELETE ON users WHEN old.deleted_at IS NULL BEGIN
    UPDATE person_counts SET total = total - 1
      WHERE tenant_id = old.tenant_id AND profile = old.profile AND status = coalesce(old.status, '');
  END`,
  sql`CREATE TRIGGER person_counts_update AFTER UPDATE OF tenant_id, profile, status, deleted_at ON users
    WHEN old.tenant_id IS NOT new.tenant_id OR old.profile IS NOT new.profile OR old.status IS NOT new.status
      OR (old.deleted_at IS NULL) <> (new.deleted_at IS NULL)
  BEGIN
    UPDATE person_counts SET total = total - 1
      WHERE old.deleted_at IS NULL
        AND tenant_id = old.tenant_id AND profile = old.profile AND status = coalesce(old.status, '');
    INSERT INTO person_counts (tenant_id, profile, status, total)
      SELECT new.tenant_id, new.profile, coalesce(new.status, ''), 1 WHERE new.deleted_at IS NULL
      ON CONFLICT (tenant_id, profile, status) DO UPDATE SET total = total + 1;
  END`,
];

const searchSqlite = [
  sql`CREATE VIRTUAL TABLE people_search USING fts5(
    search_text, content = 'users', content_rowid = 'id', tokenize = 'trigram')`,
  sql`CREATE TRIGGER people_search_insert AFTER INSERT ON users BEGIN
    INSERT INTO people_search (rowid, search_text) VALUES (new.id, new.search_text);
  END`,
  sql`CREATE TRIGGER people_search_delete AFTER DELETE ON users BEGIN
    INSERT INTO people_search (people_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  END`,
  sql`CREATE TRIGGER people_search_update AFTER UPDATE OF search_text ON users BEGIN
    INSERT INTO people_search (people_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO people_search (rowid, search_text) VALUES (new.id, new.search_text);
  END`,
  sql`INSERT INTO people_search (people_search) VALUES ('rebuild')`,
];

// One function for the three statement triggers. A delete only decrements existing counters (a cascade from a
// deleted tenant must not recreate its rows); an update applies the net change per key, whose old keys always
// exist. Keys are taken in order, so concurrent writers lock counter rows in the same order.
const counterFunctionPostgres = sql`
  CREATE FUNCTION person_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO person_counts AS c (tenant_id, profile, status, total)
        SELECT tenant_id, profile, coalesce(status, ''), count(*) FROM person_counts_new
          WHERE deleted_at IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (tenant_id, profile, status) DO UPDATE SET total = c.total + excluded.total;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE person_counts c SET total = c.total - d.removed
        FROM (SELECT tenant_id, profile, coalesce(status, '') AS status, count(*) AS removed FROM person_counts_old
                WHERE deleted_at IS NULL GROUP BY 1, 2, 3) d
        WHERE c.tenant_id = d.tenant_id AND c.profile = d.profile AND c.status = d.status;
    ELSE
      WITH d AS (
        SELECT tenant_id, profile, status, sum(delta)::integer AS delta FROM (
          SELECT tenant_id, profile, coalesce(status, '') AS status, -1 AS delta FROM person_counts_old
            WHERE deleted_at IS NULL
          UNION ALL
          SELECT tenant_id, profile, coalesce(status, ''), 1 FROM person_counts_new WHERE deleted_at IS NULL
        ) changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0)
      INSERT INTO person_counts AS c (tenant_id, profile, status, total)
        SELECT tenant_id, profile, status, delta FROM d ORDER BY 1, 2, 3
        ON CONFLICT (tenant_id, profile, status) DO UPDATE SET total = c.total + excluded.total;
    END IF;
    RETURN NULL;
  END $$`;

const counterTriggersPostgres = [
  ['person_counts_insert', 'INSERT', 'NEW TABLE AS person_counts_new'],
  ['person_counts_update', 'UPDATE', 'OLD TABLE AS person_counts_old NEW TABLE AS person_counts_new'],
  ['person_counts_delete', 'DELETE', 'OLD TABLE AS person_counts_old'],
] as const;

/** The ids of the current tenant's people of a profile whose search text contains every word (see above). */
export const searchFunctionPostgres = (schema: string) => sql`
  CREATE FUNCTION person_search_ids(person_profile text, words text[]) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER ROWS 100 SET search_path = ${sql.id(schema)}, pg_temp AS $$
  DECLARE
    tenant integer := nullif(current_setting('app.tenant_id', true), '')::integer;
    query text := 'SELECT id FROM users WHERE tenant_id = $1 AND profile = $2 AND deleted_at IS NULL';
    word text;
  BEGIN
    IF tenant IS NULL THEN
      RETURN;
    END IF;
    FOREACH word IN ARRAY coalesce(words, '{}'::text[]) LOOP
      query := query || ' AND search_text LIKE ' || quote_literal('%' || replace(replace(replace(word,
        chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%');
    END LOOP;
    RETURN QUERY EXECUTE query USING tenant, person_profile;
  END $$`;

/**
 * Installs pg_trgm when the server has it, in `public` so that dropping one schema (tests, benchmark) never drops
 * it from under the others; returns the schema it lives in, or undefined without it (the search then scans).
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  await sql`
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
         AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
        CREATE EXTENSION pg_trgm SCHEMA public;
      END IF;
    EXCEPTION
      WHEN unique_violation OR duplicate_object THEN NULL;
      WHEN OTHERS THEN RAISE WARNING 'pg_trgm not installed (%); person search will scan', SQLERRM;
    END $$`.execute(db);
  const found = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm'`.execute(db);
  return found.rows[0]?.schema;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  // No write may slip between the counters' first count and their triggers.
  if (postgres) await sql`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`.execute(db);
  await sql`
    CREATE TABLE person_counts (
      tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
      profile text NOT NULL,
      status text NOT NULL,
      total integer NOT NULL,
      PRIMARY KEY (tenant_id, profile, status)
    )`.execute(db);
  await sql`
    INSERT INTO person_counts (tenant_id, profile, status, total)
    SELECT tenant_id, profile, coalesce(status, ''), count(*) FROM users WHERE deleted_at IS NULL
    GROUP BY tenant_id, profile, coalesce(status, '')`.execute(db);

  if (!postgres) {
    for (const statement of [...counterTriggersSqlite, ...searchSqlite]) await statement.execute(db);
    return;
  }

  await counterFunctionPostgres.execute(db);
  for (const [name, event, transitions] of counterTriggersPostgres) {
    await sql`CREATE TRIGGER ${sql.id(name)} AFTER ${sql.raw(event)} ON users
      REFERENCING ${sql.raw(transitions)} FOR EACH STATEMENT EXECUTE FUNCTION person_counts_track()`.execute(
      db,
    );
  }
  // Like every tenant-owned table (see 0002 and 0003): the request role's grants and the tenant policy.
  await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON person_counts TO enlace_app`.execute(db);
  await sql`ALTER TABLE person_counts ENABLE ROW LEVEL SECURITY`.execute(db);
  await sql`
    CREATE POLICY tenant_isolation ON person_counts TO enlace_app
    USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)
    WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)`.execute(db);

  const trigram = await trigramSchema(db);
  if (trigram) {
    await sql`
      CREATE INDEX users_people_search_trgm_idx ON users
      USING gin (search_text ${sql.id(trigram)}.gin_trgm_ops) WITH (fastupdate = off) WHERE deleted_at IS NULL`.execute(
      db,
    );
  }
  const { schema } = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]!;
  await searchFunctionPostgres(schema).execute(db);
  await sql`REVOKE ALL ON FUNCTION person_search_ids(text, text[]) FROM PUBLIC`.execute(db);
  await sql`GRANT EXECUTE ON FUNCTION person_search_ids(text, text[]) TO enlace_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP FUNCTION IF EXISTS person_search_ids(text, text[])`.execute(db);
    await sql`DROP INDEX IF EXISTS users_people_search_trgm_idx`.execute(db);
    for (const [name] of counterTriggersPostgres) {
      await sql`DROP TRIGGER IF EXISTS ${sql.id(name)} ON users`.execute(db);
    }
    await sql`DROP FUNCTION IF EXISTS person_counts_track()`.execute(db);
  } else {
    for (const name of [
      'person_counts_insert',
      'person_counts_delete',
      'person_counts_update',
      'people_search_insert',
      'people_search_delete',
      'people_search_update',
    ]) {
      await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}`.execute(db);
    }
    await sql`DROP TABLE IF EXISTS people_search`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS person_counts`.execute(db);
}
