import { PERSON_SORT_FIELDS, type PersonSortField } from '@enlace/shared/domain';
import {
  type AliasedSelectQueryBuilder,
  type Kysely,
  type SelectQueryBuilder,
  sql,
  type SqlBool,
} from 'kysely';
import { isPostgres } from '../db/database';
import type { Database, User, UsersTable } from '../db/schema';
import type { PageRequest } from './collection';
import type { AnchoredList, AnchorKeys, PersonListAnchors, Version } from './person-list-anchors';
import { searchWords, TRIGRAM_LENGTH } from './search-words';
import type { SortDirection } from './list-order';

// The people lists (volunteers, staff…), fast with 100,000 people in a tenant: totals from the counters and
// search from the trigram indexes of migration 0007 (measured by `pnpm bench:api`; docs/adr/0051 to 0053,
// docs/performance/person-lists.md).

export { PERSON_SORT_FIELDS, type PersonSortField };
export type { SortDirection };

const sortColumns = {
  name: 'name_key',
  surname: 'surname_key',
  email: 'email',
  createdAt: 'created_at',
} as const satisfies Record<PersonSortField, keyof UsersTable>;

/** The columns every people list shows (personSummary), before the kind's own. */
export const personSummaryColumns = [
  'id',
  'name',
  'surname',
  'email',
  'phone_prefix_mobile',
  'phone_mobile',
  'identification',
] as const;

export interface PersonListFilter {
  search?: string;
  /**
   * For search words of three letters or more, the part the trigram index looks them up by (search-trigrams.ts);
   * the whole word is checked on the rows found all the same. A word without one is looked up whole.
   */
  indexTerms?: ReadonlyMap<string, string>;
  /** In priority order; the id breaks ties so that pages never overlap. */
  order: { field: PersonSortField; direction: SortDirection }[];
}

/**
 * A query over `users`: people of one kind, or the rows to narrow to them. It may be joined to helper rows that
 * only add a `person_id` column (a search's matches, a page's ids), so every other column is the person's.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type PeopleQuery = SelectQueryBuilder<Database, 'users', {}>;

interface SearchHit {
  person_id: number;
}

/** The not-deleted people of a tenant with a profile: the equality columns every list index (0003) leads with. */
export const activePeople = (
  db: Kysely<Database>,
  tenantId: number,
  profile: string,
  from: PeopleQuery = db.selectFrom('users'),
): PeopleQuery =>
  from
    .where('users.tenant_id', '=', tenantId)
    .where('users.profile', '=', profile)
    .where('users.deleted_at', 'is', null);

/** A people list: its profile (searches look among its people) and its people. */
export interface PeopleList {
  profile: string;
  /** The list's people (tenant, profile, not deleted, the kind's own filters) taken from `from`. */
  people: (from: PeopleQuery) => PeopleQuery;
  /** Its total without a search, when the counters give it (personCount); otherwise the people are counted. */
  counted?: SelectQueryBuilder<Database, 'person_counts', { total: number | string }>;
  /**
   * Set when the list is exactly its profile's people (with this status, if given): a PostgreSQL search then sorts
   * the rows of `person_search_keys`, which carry the status and the sort keys, and reads only its page's rows.
   */
  searchKeys?: { status?: string };
  /**
   * Set when deep pages of the list may start from anchors (person-list-anchors.ts): its tenant, and what tells
   * the list apart from the tenant's other lists of people (the profile and the filters).
   */
  anchors?: { tenantId: number; key: string };
}

/**
 * The page and the count of a people list: every word of the search must appear in the derived search text
 * (name, surname, email, identification without accents), sorted by the derived keys. The page rows carry the
 * list's total (runPersonList); `count` answers it alone, for a page past the end.
 */
export function personListQueries<C extends keyof User & string>(
  db: Kysely<Database>,
  list: PeopleList,
  columns: readonly C[],
  filter: PersonListFilter,
  page: PageRequest,
) {
  const words = searchWords(filter.search);
  const matching = list.people(peopleMatching(db, list.profile, words, filter.indexTerms));
  const counted = words.length ? undefined : list.counted;
  const count = counted ?? matching.select((eb) => eb.fn.countAll<number | string>().as('total'));
  const ordered = <O>(query: SelectQueryBuilder<Database, 'users', O>) => sortPeople(query, filter.order);
  if (words.length && isPostgres(db) && list.searchKeys) {
    const rows = searchPageFromKeys(db, list, words, list.searchKeys.status, filter, page);
    return {
      count,
      page: ordered(
        list
          .people(rows)
          .select(columns)
          .select(sql<number | string>`page_ids.total`.as('total')),
      ),
    };
  }
  const rows = pageOfPeople(
    db,
    matching,
    (query) => query.select(columns),
    ordered,
    page,
    counted ?? 'matches',
  );
  const offset = (page.page - 1) * page.itemsPerPage;
  const anchored =
    counted && list.anchors && page.paginate
      ? anchoredList(db, list.anchors, matching, columns, counted, filter.order, offset, page.itemsPerPage)
      : undefined;
  if (!counted || offset < FROM_END_MIN_OFFSET) return { count, page: rows, anchored };
  // A deep page of a counted list: with its total known, the page can be found from the nearer end.
  const reversed = filter.order.map(({ field, direction }) => ({ field, direction: opposite(direction) }));
  const fromEnd = (total: number): FromEnd<typeof rows> => {
    if (offset >= total) return 'past-the-end';
    const remaining = total - offset;
    if (remaining >= offset + page.itemsPerPage) return undefined;
    // The rows of the forward page are, in the reverse order, the `take` rows after the first `skip` ones.
    const take = Math.min(page.itemsPerPage, remaining);
    const skip = remaining - take;
    return pageOfPeople(
      db,
      matching,
      (query) => query.select(columns),
      ordered,
      { skip, take, idOrder: (query) => sortPeople(query, reversed) },
      counted,
    );
  };
  return { count, page: rows, fromEnd, anchored };
}

/** The version of a tenant's people (migration 0013), which every write that can reorder a list replaces. */
const peopleVersion = (db: Kysely<Database>, tenantId: number) =>
  db.selectFrom('person_list_versions').select('version').where('tenant_id', '=', tenantId);

/**
 * What a deep page needs to start from the list's anchors: the sort keys (the order's columns, then the id) in
 * one direction. An order that mixes directions has no such keys (a row comparison goes one way): none then.
 */
function anchoredList<C extends keyof User & string>(
  db: Kysely<Database>,
  anchors: NonNullable<PeopleList['anchors']>,
  matching: PeopleQuery,
  columns: readonly C[],
  counted: NonNullable<PeopleList['counted']>,
  order: PersonListFilter['order'],
  offset: number,
  take: number,
) {
  const direction = order[0]?.direction ?? 'asc';
  if (order.some((item) => item.direction !== direction)) return undefined;
  const keyColumns = [...order.map(({ field }) => sortColumns[field]), 'id'] as const;
  const keyRefs = sql.join(keyColumns.map((column) => sql.ref(`users.${column}`)));
  // Those after the anchor in the list's order: a row comparison, which the sort index seeks to.
  const after = (keys: AnchorKeys) =>
    sql<SqlBool>`(${keyRefs}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${sql.join(keys)})`;
  const version = sql<Version>`(${peopleVersion(db, anchors.tenantId)})`;
  const total = sql<number | string>`(${counted})`;
  const ordered = <O>(query: SelectQueryBuilder<Database, 'users', O>) => sortPeople(query, order);
  const list: AnchoredList<Pick<User, C> & { total: number | string }> = {
    key: `${anchors.tenantId}|${anchors.key}|${order.map((item) => `${item.field} ${item.direction}`).join(',')}`,
    offset,
    take,
    totalAndVersion: db.selectNoFrom([total.as('total'), version.as('version')]),
    keyCount: keyColumns.length,
    anchorAfter: (previous, step) =>
      ordered(
        (previous ? matching.where(after(previous)) : matching).select(
          keyColumns.map((column, index) => sql.ref(`users.${column}`).as(`k${index}`)),
        ),
      )
        .select(version.as('version'))
        .limit(1)
        .offset(step - 1) as unknown as ReturnType<AnchoredList<unknown>['anchorAfter']>,
    pageAfter: (anchor, skip) => {
      const ids = ordered(
        matching
          .where(after(anchor))
          .select(['users.id as person_id', total.as('total'), version.as('version')]),
      )
        .limit(take)
        .offset(skip);
      return ordered(
        peopleOfPage(db, ids.as('page_ids'))
          .select(columns)
          .select([
            sql<number | string>`page_ids.total`.as('total'),
            sql<Version>`page_ids.version`.as('version'),
          ]),
      ) as unknown as ReturnType<AnchoredList<Pick<User, C> & { total: number | string }>['pageAfter']>;
    },
  };
  return list;
}

/**
 * The offset from which a page of a counted list asks its total first (the counter rows: one query more, a
 * round trip on PostgreSQL) to walk from the nearer end. Below it, walking the index from the start costs less.
 */
export const FROM_END_MIN_OFFSET = 6_000;

/** A page found from the far end, or none because the page is past the end, or undefined: walk from the start. */
export type FromEnd<Q> = Q | 'past-the-end' | undefined;

const opposite = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/**
 * Sorts by the list's order, then by id in the direction of the first key: a total order (ids are unique), so
 * pages never overlap, and walking it backwards meets exactly the same rows in the reverse order.
 */
function sortPeople<O>(
  query: SelectQueryBuilder<Database, 'users', O>,
  order: PersonListFilter['order'],
): SelectQueryBuilder<Database, 'users', O> {
  let sorted = query;
  for (const { field, direction } of order) sorted = sorted.orderBy(sortColumns[field], direction);
  return sorted.orderBy('users.id', order[0]?.direction ?? 'asc');
}

interface SearchKeys {
  person_id: number;
  status: string | null;
  name_key: string;
  surname_key: string;
  email: string;
  created_at: string;
}

/**
 * A PostgreSQL search page from `person_search_keys` (migration 0008): its matches with their status and sort
 * keys, read in the search's one pass over the rows, are filtered, counted (a window count), sorted and cut to the
 * page; only the page's ids are then joined to `users` (through the policy). The caller re-applies the list's
 * filters to those rows, which the function already guarantees.
 */
function searchPageFromKeys(
  db: Kysely<Database>,
  list: PeopleList,
  words: string[],
  status: string | undefined,
  filter: PersonListFilter,
  page: PageRequest,
): PeopleQuery {
  const hits =
    sql<SearchKeys>`person_search_keys(${list.profile}, ${words}::text[], ${indexTermsOf(words, filter.indexTerms)}::text[])`.as(
      'hits',
    );
  let ids = db
    .selectFrom(hits)
    .select(['hits.person_id', sql<number | string>`count(*) over ()`.as('total')]);
  if (status !== undefined) ids = ids.where('hits.status', '=', status);
  for (const { field, direction } of filter.order) ids = ids.orderBy(`hits.${sortColumns[field]}`, direction);
  ids = ids
    .orderBy('hits.person_id', filter.order[0]?.direction ?? 'asc')
    .limit(page.itemsPerPage)
    .offset((page.page - 1) * page.itemsPerPage);
  return peopleOfPage(db, ids.as('page_ids'));
}

/**
 * Runs the list queries: the page's rows, which carry the total, or the count alone for a page past the end. With
 * `anchors`, a deep page of a list that has them starts from the anchor before it. Otherwise a deep page of a
 * counted list asks its total first and, past the middle, walks from the far end; its rows carry
 * the total of their own statement, and should it differ from the one asked first (a write in between), the page
 * is read from the start, so the answer is always the forward walk's.
 */
export async function runPersonList<R extends { total: number | string }>(
  queries: {
    count: { executeTakeFirstOrThrow(): Promise<{ total: number | string }> };
    page: { execute(): Promise<R[]> };
    fromEnd?: (total: number) => FromEnd<{ execute(): Promise<R[]> }>;
    anchored?: AnchoredList<R>;
  },
  anchors?: PersonListAnchors,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const withoutTotal = (rows: R[]) => rows.map(({ total: _total, ...row }) => row);
  if (anchors && queries.anchored && queries.anchored.offset >= anchors.minOffset) {
    const served = await anchors.page(queries.anchored);
    if (served) return served;
  }
  if (queries.fromEnd) {
    const total = Number((await queries.count.executeTakeFirstOrThrow()).total);
    const fromEnd = queries.fromEnd(total);
    if (fromEnd === 'past-the-end') return { rows: [], total };
    if (fromEnd) {
      const rows = await fromEnd.execute();
      if (rows.length && Number(rows[0]!.total) === total) return { rows: withoutTotal(rows), total };
    }
  }
  const rows = await queries.page.execute();
  const { total } = rows[0] ?? (await queries.count.executeTakeFirstOrThrow());
  return { rows: withoutTotal(rows), total: Number(total) };
}

// SQLite's trigram table finds words of three characters or more; shorter ones are only tested with instr().
/** An FTS5 query: every term as a quoted string, which the trigram tokenizer matches as a substring. */
const ftsQuery = (terms: string[]) => terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(' AND ');
/** What the index looks each word up by: its index term when that is part of the word, or the word itself. */
const indexTermsOf = (words: string[], indexTerms: PersonListFilter['indexTerms']) =>
  words.map((word) => {
    const term = indexTerms?.get(word);
    return term && word.includes(term) ? term : word;
  });

/**
 * The people of a profile whose search text contains every word (all people without words), read from a
 * trigram index. The matching ids drive the query (`search_hits CROSS JOIN users`: SQLite keeps that join
 * order), so its cost follows the number of matches, not the size of the tenant. Each word is looked up by its
 * index term (one of its trigrams, see search-trigrams.ts) when it has one, and checked whole on the rows found.
 * - PostgreSQL: person_search_ids() returns the exact matches of the current tenant; it runs past the
 *   row-level policy that would otherwise keep the planner from the index (migrations 0007 and 0014).
 * - SQLite: the FTS5 trigram table finds the rows holding every term of three characters or more, and instr()
 *   checks every word on them (shorter words alone scan the narrow search index, as before).
 */
export function peopleMatching(
  db: Kysely<Database>,
  profile: string,
  words: string[],
  indexTerms?: PersonListFilter['indexTerms'],
): PeopleQuery {
  const postgres = isPostgres(db);
  const looked = indexTermsOf(words, indexTerms);
  const indexed = postgres
    ? words
    : [...new Set(looked.filter((term) => [...term].length >= TRIGRAM_LENGTH))];
  let query: PeopleQuery = db.selectFrom('users');
  if (indexed.length) {
    const hits = postgres
      ? sql<SearchHit>`(SELECT person_id FROM person_search_ids(${profile}, ${words}::text[], ${looked}::text[]) AS person_id)`
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

/** The ids of a page: `take` ids after the first `skip` in `idOrder` (the list's order, or its reverse). */
interface IdWindow {
  skip: number;
  take: number;
  idOrder: <P>(query: SelectQueryBuilder<Database, 'users', P>) => SelectQueryBuilder<Database, 'users', P>;
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
function pageOfPeople<O>(
  db: Kysely<Database>,
  matching: PeopleQuery,
  select: (query: PeopleQuery) => SelectQueryBuilder<Database, 'users', O>,
  ordered: <P>(query: SelectQueryBuilder<Database, 'users', P>) => SelectQueryBuilder<Database, 'users', P>,
  page: { page: number; itemsPerPage: number } | IdWindow,
  total: PageTotal,
) {
  const totalColumn =
    total === 'matches' ? sql<number | string>`count(*) over ()` : sql<number | string>`(${total})`;
  const withTotal = <P>(query: SelectQueryBuilder<Database, 'users', P>) =>
    query.select(totalColumn.as('total'));
  const window: IdWindow =
    'take' in page
      ? page
      : { skip: (page.page - 1) * page.itemsPerPage, take: page.itemsPerPage, idOrder: ordered };
  // A search sorts all its matches: sorting ids and sort keys, not whole rows, costs a third less.
  if (!('take' in page) && !window.skip && total !== 'matches') {
    return ordered(withTotal(select(matching))).limit(window.take);
  }
  const ids = window
    .idOrder(withTotal(matching.select('users.id as person_id')))
    .limit(window.take)
    .offset(window.skip);
  return ordered(
    select(peopleOfPage(db, ids.as('page_ids'))).select(sql<number | string>`page_ids.total`.as('total')),
  );
}

/**
 * The people of a page: its ids (a subquery `page_ids` with `person_id` and whatever it carries, such as the
 * total) joined to their rows in `users`, read by primary key. Only `person_id` is added to the person's columns,
 * so the query stays one over users.
 */
function peopleOfPage<O extends { person_id: number }>(
  db: Kysely<Database>,
  ids: AliasedSelectQueryBuilder<O, 'page_ids'>,
): PeopleQuery {
  return db
    .selectFrom(ids)
    .crossJoin('users')
    .whereRef('users.id', '=', 'page_ids.person_id') as unknown as PeopleQuery;
}

/** The number of a tenant's people of a profile (and status), not deleted: from the counters of migration 0007. */
export function personCount(db: Kysely<Database>, tenantId: number, profile: string, status?: string) {
  let query = db.selectFrom('person_counts').where('tenant_id', '=', tenantId).where('profile', '=', profile);
  if (status !== undefined) query = query.where('status', '=', status);
  return query.select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total'), sql.lit(0)).as('total'));
}
