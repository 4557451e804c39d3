import type { FastifyInstance } from 'fastify';
import { type Compilable, sql } from 'kysely';
import { isPostgres } from '../../src/db/database';
import { inTenant } from '../../src/db/tenant-scope';
import { createSearchTrigrams } from '../../src/lib/search-trigrams';
import {
  type VolunteerListFilter,
  volunteerListQueries,
} from '../../src/plugins/repositories/volunteers-repository';
import { buildTestApp } from '../helpers/build-test-app';
import { insertVolunteers } from '../routes/api/volunteers/volunteer-fixtures';

// The volunteer list must stay fast with 100,000 volunteers in a tenant (`pnpm bench:api` measures it): its page
// must be answered from the 0003 indexes, never by scanning the users table or sorting it; its total from the
// 0007 counters; a search from the 0007 trigram index. SQLite's planner is deterministic without statistics, so
// its plans are checked here; PostgreSQL plans depend on statistics.
let app: FastifyInstance;
let postgres = false;
beforeAll(async () => {
  app = await buildTestApp();
  postgres = isPostgres(app.db);
  if (postgres) {
    // Without statistics every index of a nearly empty table costs the same, and the planner's pick among
    // equals is arbitrary (another index on users, e.g. 0006's users_partner_idx, may win the tie). A few
    // thousand volunteers, analysed and vacuumed (for index-only scans), give it the real choice.
    await insertVolunteers(
      app,
      1,
      Array.from({ length: 3000 }, (_, index) => ({
        name: `Nombre ${index}`,
        surname: `Apellido ${index % 97}`,
        email: `plan.${index}@example.org`,
        status: (['pending', 'validated', 'inactive'] as const)[index % 3],
        createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
      })),
    );
    await sql`vacuum analyze users`.execute(app.db);
  }
});
afterAll(() => app.close());

/**
 * The plan of a query: SQLite's EXPLAIN QUERY PLAN details, each indented by its depth (so a sort of the outer
 * query starts the line, one inside a subquery does not), or PostgreSQL's EXPLAIN lines.
 */
async function planOf(query: Compilable): Promise<string> {
  const compiled = query.compile();
  if (!postgres) {
    const result = await app.db.executeQuery<{ id: number; parent: number; detail: string }>({
      ...compiled,
      sql: `explain query plan ${compiled.sql}`,
    });
    const depth = new Map<number, number>([[0, 0]]);
    return result.rows
      .map((row) => {
        depth.set(row.id, (depth.get(row.parent) ?? 0) + 1);
        return `${'  '.repeat(depth.get(row.id)! - 1)}${row.detail}`;
      })
      .join('\n');
  }
  // Without statistics on a small table PostgreSQL rightly prefers scanning it; with scans and sorts
  // discouraged, a plan still shows one only when no index can serve the query.
  return app.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...compiled,
      sql: `explain ${compiled.sql}`,
    });
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const page = { page: 1, itemsPerPage: 30, paginate: true };
const newestFirst: VolunteerListFilter['order'] = [{ field: 'createdAt', direction: 'desc' }];

const cases: [string, VolunteerListFilter][] = [
  ['default order', { order: newestFirst }],
  ['by name', { order: [{ field: 'name', direction: 'asc' }] }],
  ['by surname desc', { order: [{ field: 'surname', direction: 'desc' }] }],
  ['by email', { order: [{ field: 'email', direction: 'asc' }] }],
  ['status filter', { status: 'pending', order: newestFirst }],
];

describe('volunteer list plans', () => {
  it.each(cases)(
    '%s: page from an index, no table scan nor sort; total from the counters',
    async (_n, filter) => {
      const queries = volunteerListQueries(app.db, 1, filter, page);
      const pagePlan = await planOf(queries.page);
      const countPlan = await planOf(queries.count);
      if (postgres) {
        expect(pagePlan).toMatch(/Index (Only )?Scan (Backward )?using users_people_/);
        expect(pagePlan).not.toMatch(/Seq Scan|Sort/);
        // The page carries the total, read from the counters.
        expect(pagePlan).toMatch(/Index (Only )?Scan using person_counts_pkey/);
        expect(countPlan).toMatch(/Index (Only )?Scan using person_counts_pkey/);
        expect(countPlan).not.toMatch(/users|Seq Scan/);
      } else {
        expect(pagePlan).toMatch(/USING INDEX users_people_/);
        expect(pagePlan).not.toMatch(/TEMP B-TREE/);
        expect(pagePlan).toMatch(/SEARCH person_counts USING INDEX sqlite_autoindex_person_counts_1/);
        expect(countPlan).toMatch(/^SEARCH person_counts USING INDEX sqlite_autoindex_person_counts_1/);
        expect(countPlan).not.toMatch(/users/);
      }
    },
  );

  it('a later page finds its ids in the sort index alone, then reads only those rows', async () => {
    const queries = volunteerListQueries(app.db, 1, { order: newestFirst }, { ...page, page: 2000 });
    const pagePlan = await planOf(queries.page);
    if (postgres) {
      expect(pagePlan).toMatch(/Limit[\s\S]*Index Only Scan Backward using users_people_created_idx/);
      expect(pagePlan).toMatch(/Index Scan using users_pkey/);
      expect(pagePlan).not.toMatch(/Seq Scan/);
    } else {
      expect(pagePlan).toMatch(/^ {2}SEARCH users USING COVERING INDEX users_people_created_idx/m);
      expect(pagePlan).toMatch(/^SEARCH users USING INTEGER PRIMARY KEY/m);
      // Only the page's own rows are sorted, by the outer query.
      expect(pagePlan).not.toMatch(/^ +USE TEMP B-TREE/m);
    }
  });

  it('a page past the middle walks the same index from the other end, then reads only its rows', async () => {
    const deepCases: [VolunteerListFilter, string][] = [
      [{ order: newestFirst }, 'users_people_created_idx'],
      [{ order: [{ field: 'name', direction: 'asc' }] }, 'users_people_name_idx'],
      [{ status: 'pending', order: newestFirst }, 'users_people_status_idx'],
    ];
    for (const [filter, index] of deepCases) {
      const queries = volunteerListQueries(app.db, 1, filter, { ...page, page: 2000 });
      // 100,000 people: page 2000 is 60% down the list, so it is found 40,000 entries from the end.
      const fromEnd = queries.fromEnd?.(100_000);
      if (!fromEnd || fromEnd === 'past-the-end') throw new Error('page 2000 should be read from the end');
      const plan = await planOf(fromEnd);
      const backward = filter.order[0]!.direction === 'desc' ? '' : 'Backward ';
      if (postgres) {
        expect(plan).toMatch(new RegExp(`Limit[\\s\\S]*Index Only Scan ${backward}using ${index}`));
        expect(plan).toMatch(/Index Scan using users_pkey/);
        expect(plan).not.toMatch(/Seq Scan/);
      } else {
        expect(plan).toMatch(new RegExp(`^ {2}SEARCH users USING COVERING INDEX ${index}`, 'm'));
        expect(plan).toMatch(/^SEARCH users USING INTEGER PRIMARY KEY/m);
        expect(plan).not.toMatch(/^ +USE TEMP B-TREE/m);
      }
    }
  });

  it('a page from an anchor and each jump between anchors seek the sort index, and sort nothing', async () => {
    const cases: [VolunteerListFilter, string, (string | number)[]][] = [
      [{ order: newestFirst }, 'users_people_created_idx', ['2025-01-01T12:00:00.000Z', 500]],
      [{ order: [{ field: 'name', direction: 'asc' }] }, 'users_people_name_idx', ['nombre 12', 500]],
      [
        { status: 'pending', order: newestFirst },
        'users_people_status_idx',
        ['2025-01-01T12:00:00.000Z', 500],
      ],
    ];
    for (const [filter, index, anchor] of cases) {
      const { anchored } = volunteerListQueries(app.db, 1, filter, { ...page, page: 2000 });
      if (!anchored) throw new Error('a list without a search has anchors');
      const planned = [
        anchored.pageAfter(anchor, 970),
        anchored.anchorAfter(anchor, 1000),
      ] as unknown as Compilable[];
      for (const query of planned) {
        const plan = await planOf(query);
        if (postgres) {
          // The row comparison is an index condition: the walk starts at the anchor.
          expect(plan).toMatch(new RegExp(`Index Only Scan (Backward )?using ${index}`));
          expect(plan).toMatch(/Index Cond: \([^\n]*ROW\(/);
          // Only the page's own rows may be sorted (the outermost node), never the walk.
          expect(plan).not.toMatch(/Seq Scan|->\s+Sort/);
        } else {
          expect(plan).toMatch(new RegExp(`SEARCH users USING COVERING INDEX ${index} \\([^)]*[<>]\\?\\)`));
          // Only the page's own 30 rows may be sorted (the outer query), never the walk.
          expect(plan).not.toMatch(/^ +USE TEMP B-TREE/m);
        }
      }
    }
  });

  it('a search is driven by the trigram index', async () => {
    const filter: VolunteerListFilter = { search: 'García Lucía', order: newestFirst };
    const { anchored, ...queries } = volunteerListQueries(app.db, 1, filter, page);
    // A search has no anchors: its pages are the ones it sorts.
    expect(anchored).toBeUndefined();
    for (const [name, query] of Object.entries(queries)) {
      const plan = await planOf(query);
      if (postgres) {
        // The page sorts the function's rows, which carry the sort keys, and reads only its own rows from users
        // (after the Limit); the count of a page past the end asks for the ids alone.
        if (name === 'page') {
          // Nothing of users between the page's Limit and the function: only the page's rows are read.
          expect(plan).toMatch(
            /Limit[^\n]*\n(?:(?![^\n]* on users)[^\n]*\n)*?[^\n]*Function Scan on person_search_keys/,
          );
        } else expect(plan).toMatch(/Function Scan on person_search_ids/);
        expect(plan).not.toMatch(/Seq Scan/);
      } else {
        expect(plan).toMatch(/SCAN people_search VIRTUAL TABLE INDEX 0:M/);
        expect(plan).toMatch(/SEARCH users USING INTEGER PRIMARY KEY/);
        expect(plan).not.toMatch(/SCAN users/);
      }
    }
  });

  it('a search of words shorter than three letters reads the narrow search index', async () => {
    const queries = volunteerListQueries(app.db, 1, { search: 'ga', order: newestFirst }, page);
    const countPlan = await planOf(queries.count);
    if (postgres) expect(countPlan).toMatch(/Function Scan on person_search_ids/);
    else expect(countPlan).toMatch(/USING COVERING INDEX users_people_search_idx/);
  });
});

describe('the PostgreSQL search under row-level security', () => {
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('reads the trigram index as the request role', async () => {
    // The thousands of volunteers of beforeAll, analysed, let the planner prefer the index on its own.
    const version = await sql<{ n: string }>`select current_setting('server_version_num') as n`.execute(
      app.db,
    );
    // pg_stat_force_next_flush (below) arrived in PostgreSQL 15.
    if (Number(version.rows[0]!.n) < 150000) return;
    // Migration 0007 goes on without the index on a server without pg_trgm (the search then scans).
    const trigram = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(app.db);
    if (!trigram.rows.length) return;
    const filter: VolunteerListFilter = { search: 'plan.1234@', order: newestFirst };
    await app.db.connection().execute(async (connection) => {
      const scans = async () => {
        const result = await sql<{ scans: string }>`
          select idx_scan as scans from pg_stat_user_indexes
          where schemaname = current_schema() and indexrelname = 'users_people_search_trgm_idx'`.execute(
          connection,
        );
        return Number(result.rows[0]!.scans);
      };
      // With the words whole, and by the trigrams the lists choose (search-trigrams.ts), as the API serves it.
      const trigrams = createSearchTrigrams({ profile: 'volunteer' });
      for (const indexed of [false, true]) {
        const before = await scans();
        const total = await inTenant(connection, 1, async (scoped) => {
          expect(
            (await sql<{ role: string }>`select current_user as role`.execute(scoped)).rows[0]!.role,
          ).toBe('enlace_app');
          const served = indexed ? await trigrams.withIndexTerms(scoped, 1, filter) : filter;
          if (indexed) expect(served.indexTerms?.get('plan.1234@')).toMatch(/^[a-z0-9]{3}$/);
          return (await volunteerListQueries(scoped, 1, served, page).count.executeTakeFirstOrThrow()).total;
        });
        expect(Number(total)).toBe(1);
        await sql`select pg_stat_force_next_flush()`.execute(connection);
        expect(await scans()).toBeGreaterThan(before);
      }
    });
  });
});
