import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

// Broad searches on PostgreSQL (`pnpm bench:api`; docs/adr/0052-people-search.md).
//
// A search page sorts all its matches to return 30. With `person_search_ids` (0007) only the ids came out of the
// function, so the list read every match a second time, one primary-key lookup each, for its sort key (a common
// surname: 1,923 lookups, half the query). `person_search_keys` returns, with each id, the columns a list of a
// profile's people sorts and filters by (status and the sort keys), read in the same pass as the search, so that
// the page is sorted from the function's rows and only its 30 rows are read from `users`, through the policy.
// It follows the rules of person_search_ids: SECURITY DEFINER owned by the migrating role, the tenant from
// `app.tenant_id` only (nothing without it), only that tenant's people not deleted, the words quoted into the
// query as literals with LIKE wildcards escaped, a pinned search_path, runnable by `enlace_app` only.

export const searchKeysFunction = (schema: string) => sql`
  CREATE FUNCTION person_search_keys(person_profile text, words text[])
  RETURNS TABLE (person_id integer, status text, name_key text, surname_key text, email text, created_at text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER ROWS 100 SET search_path = ${sql.id(schema)}, pg_temp AS $$
  DECLARE
    tenant integer := nullif(current_setting('app.tenant_id', true), '')::integer;
    query text := 'SELECT id, status, name_key, surname_key, email, created_at FROM users'
      || ' WHERE tenant_id = $1 AND profile = $2 AND deleted_at IS NULL';
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

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const { schema } = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]!;
  await searchKeysFunction(schema).execute(db);
  await sql`REVOKE ALL ON FUNCTION person_search_keys(text, text[]) FROM PUBLIC`.execute(db);
  await sql`GRANT EXECUTE ON FUNCTION person_search_keys(text, text[]) TO enlace_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS person_search_keys(text, text[])`.execute(db);
}
