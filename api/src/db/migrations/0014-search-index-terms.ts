import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { searchFunctionPostgres } from './0007-search-performance';
import { searchKeysFunction } from './0008-search-sort-keys';

// Searches look each word up by its rarest trigram (`pnpm bench:api`; docs/adr/0052-people-search.md).
//
// `search_text LIKE '%garcia%'` makes pg_trgm read the posting lists of every trigram of the word, and "cia" is in
// every García, Lucía and Patricia; planning the pattern costs more still. One trigram of a word finds every row
// holding the word, and the rarest one finds the fewest, so the API now passes, beside each word, the part of it
// to look up (`index_terms`, chosen in src/lib/search-trigrams.ts); the word itself is then checked on the rows
// found, with strpos, which the index does not serve. The answer is the same whatever the terms: a term that is not
// part of its word is ignored and the word is looked up whole. `person_search_keys` keeps the rules of 0007 and
// 0008 (SECURITY DEFINER, the tenant from `app.tenant_id` only, literals escaped into the query, a pinned
// search_path, enlace_app only); `person_search_ids` gives its ids and is run by enlace_app only too. SQLite needs
// nothing here: its FTS5 table answers any trigram of a word the same way.

/** `AND …` conditions: every row found contains every word, read from the index by its term. */
const conditionsFunction = sql`
  CREATE FUNCTION person_search_conditions(words text[], index_terms text[]) RETURNS text
  LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
  DECLARE
    conditions text := '';
    word text;
    term text;
  BEGIN
    FOR i IN 1 .. coalesce(array_length(words, 1), 0) LOOP
      word := words[i];
      term := index_terms[i];
      IF term IS NULL OR term = '' OR strpos(word, term) = 0 THEN
        term := word;
      END IF;
      conditions := conditions || ' AND search_text LIKE ' || quote_literal('%' || replace(replace(replace(term,
        chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%');
      IF term <> word THEN
        conditions := conditions || ' AND strpos(search_text, ' || quote_literal(word) || ') > 0';
      END IF;
    END LOOP;
    RETURN conditions;
  END $$`;

const searchKeysFunctionWithTerms = (schema: string) => sql`
  CREATE FUNCTION person_search_keys(person_profile text, words text[], index_terms text[])
  RETURNS TABLE (person_id integer, status text, name_key text, surname_key text, email text, created_at text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER ROWS 100 SET search_path = ${sql.id(schema)}, pg_temp AS $$
  DECLARE
    tenant integer := nullif(current_setting('app.tenant_id', true), '')::integer;
  BEGIN
    IF tenant IS NULL THEN
      RETURN;
    END IF;
    RETURN QUERY EXECUTE 'SELECT id, status, name_key, surname_key, email, created_at FROM users'
      || ' WHERE tenant_id = $1 AND profile = $2 AND deleted_at IS NULL'
      || person_search_conditions(words, index_terms) USING tenant, person_profile;
  END $$`;

/** The ids alone, for the lists that join them to their rows (same rules: it runs the function above). */
const searchIdsFunction = (schema: string) => sql`
  CREATE FUNCTION person_search_ids(person_profile text, words text[], index_terms text[]) RETURNS SETOF integer
  LANGUAGE sql STABLE ROWS 100 SET search_path = ${sql.id(schema)}, pg_temp AS $$
    SELECT person_id FROM person_search_keys(person_profile, words, index_terms)
  $$`;

const requestRoleOnly = async (db: Kysely<unknown>, signature: string) => {
  await sql`REVOKE ALL ON FUNCTION ${sql.raw(signature)} FROM PUBLIC`.execute(db);
  await sql`GRANT EXECUTE ON FUNCTION ${sql.raw(signature)} TO enlace_app`.execute(db);
};

const currentSchema = async (db: Kysely<unknown>) =>
  (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]!.schema;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const schema = await currentSchema(db);
  await sql`DROP FUNCTION person_search_ids(text, text[])`.execute(db);
  await sql`DROP FUNCTION person_search_keys(text, text[])`.execute(db);
  await conditionsFunction.execute(db);
  // Only the search functions (run as their owner) need it.
  await sql`REVOKE ALL ON FUNCTION person_search_conditions(text[], text[]) FROM PUBLIC`.execute(db);
  await searchKeysFunctionWithTerms(schema).execute(db);
  await requestRoleOnly(db, 'person_search_keys(text, text[], text[])');
  await searchIdsFunction(schema).execute(db);
  await requestRoleOnly(db, 'person_search_ids(text, text[], text[])');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const schema = await currentSchema(db);
  await sql`DROP FUNCTION IF EXISTS person_search_keys(text, text[], text[])`.execute(db);
  await sql`DROP FUNCTION IF EXISTS person_search_ids(text, text[], text[])`.execute(db);
  await sql`DROP FUNCTION IF EXISTS person_search_conditions(text[], text[])`.execute(db);
  await searchFunctionPostgres(schema).execute(db);
  await requestRoleOnly(db, 'person_search_ids(text, text[])');
  await searchKeysFunction(schema).execute(db);
  await requestRoleOnly(db, 'person_search_keys(text, text[])');
}
