import { type Kysely, type SelectQueryBuilder, sql, type SqlBool } from 'kysely';
import { isPostgres } from './database';
import type { Database } from './schema';

// Building blocks of the person lists (volunteers now; staff, beneficiaries and contacts alike), fast with
// 100,000 people in a tenant: see migration 0007 and `pnpm bench:api`.

/** A query over `users` (possibly joined to helper rows that only add columns named `person_id`). */
export type PeopleQuery = SelectQueryBuilder<Database, 'users', object>;

interface SearchHit {
  person_id: number;
}

// SQLite's trigram table finds words of three characters or more; shorter ones are only tested with instr().
const TRIGRAM = 3;
/** An FTS5 query: every word as a quoted string, which the trigram tokenizer matches as a substring. */
const ftsQuery = (words: string[]) => words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' AND ');

/**
 * The people of a profile whose search text contains every word (all people without words), read from a
 * trigram index. The matching ids drive the query (`search_hits CROSS JOIN users`: SQLite keeps that join
 * order), so its cost follows the number of matches, not the size of the tenant.
 * - PostgreSQL: person_search_ids() returns the exact matches of the current tenant; it runs past the
 *   row-level policy that would otherwise keep the planner from the index (migration 0007).
 * - SQLite: the FTS5 trigram table finds the rows holding every word of three characters or more, and instr()
 *   checks every word on them (shorter words alone scan the narrow search index, as before).
 */
export function peopleMatching(db: Kysely<Database>, profile: string, words: string[]): PeopleQuery {
  const postgres = isPostgres(db);
  const indexed = postgres ? words : words.filter((word) => [...word].length >= TRIGRAM);
  let query: PeopleQuery = db.selectFrom('users');
  if (indexed.length) {
    const hits = postgres
      ? sql<SearchHit>`(SELECT person_id FROM person_search_ids(${profile}, ${indexed}::text[]) AS person_id)`
      : sql<SearchHit>`(SELECT rowid AS person_id FROM people_search WHERE people_search MATCH ${ftsQuery(indexed)})`;
    // The join only adds `person_id`; every other column is the person's, so the query stays one over users.
    query = db
      .selectFrom(hits.as('search_hits'))
      .crossJoin('users')
      .whereRef('users.id', '=', 'search_hits.person_id') as unknown as PeopleQuery;
  }
  if (!postgres) {
    for (const word of words) {
      query = query.where(sql<SqlBool>`instr(${sql.ref('users.search_text')}, ${word}) > 0`);
    }
  }
  return query;
}

/** How a page query also answers the list's total: the counters' query, or counting the matches (a search). */
export type PageTotal = SelectQueryBuilder<Database, 'person_counts', { total: number | string }> | 'matches';

/**
 * The rows of one page, `ordered` by the list's sort, each with the list's `total`, so that a list takes one
 * query (a page past the end has no row to carry it: ask `personCount` or count then). The first page of a list
 * reads the sort index straight; a later page finds its ids in the index alone (no row read for those it skips)
 * and then reads only those rows. A search sorts the ids of its matches, counting them in the same pass (a
 * window count), then reads the page's rows.
 */
export function pageOfPeople<O>(
  db: Kysely<Database>,
  matching: PeopleQuery,
  select: (query: PeopleQuery) => SelectQueryBuilder<Database, 'users', O>,
  ordered: <P>(query: SelectQueryBuilder<Database, 'users', P>) => SelectQueryBuilder<Database, 'users', P>,
  page: { page: number; itemsPerPage: number },
  total: PageTotal,
) {
  const withTotal = <P>(query: SelectQueryBuilder<Database, 'users', P>) =>
    query.select((eb) =>
      (total === 'matches' ? eb.fn.countAll<number | string>().over() : total).as('total'),
    );
  const offset = (page.page - 1) * page.itemsPerPage;
  // A search sorts all its matches: sorting ids and sort keys, not whole rows, costs a third less.
  if (!offset && total !== 'matches') return ordered(withTotal(select(matching))).limit(page.itemsPerPage);
  const ids = ordered(withTotal(matching.select('users.id as person_id')))
    .limit(page.itemsPerPage)
    .offset(offset);
  const rows = db
    .selectFrom(ids.as('page_ids'))
    .crossJoin('users')
    .whereRef('users.id', '=', 'page_ids.person_id') as unknown as PeopleQuery;
  return ordered(select(rows).select(sql<number | string>`page_ids.total`.as('total')));
}

/** The number of a tenant's people of a profile (and status), not deleted: from the counters of migration 0007. */
export function personCount(db: Kysely<Database>, tenantId: number, profile: string, status?: string) {
  let query = db.selectFrom('person_counts').where('tenant_id', '=', tenantId).where('profile', '=', profile);
  if (status !== undefined) query = query.where('status', '=', status);
  return query.select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total'), sql.lit(0)).as('total'));
}
