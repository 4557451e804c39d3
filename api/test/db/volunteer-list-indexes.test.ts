import type { FastifyInstance } from 'fastify';
import { type Compilable, sql } from 'kysely';
import { isPostgres } from '../../src/db/database';
import {
  type VolunteerListFilter,
  volunteerListQueries,
} from '../../src/plugins/repositories/volunteers-repository';
import { buildTestApp } from '../helpers/build-test-app';
import { insertVolunteers } from '../routes/api/volunteers/volunteer-fixtures';

// The volunteer list must stay fast with 100,000 volunteers in a tenant: its page and its count must be
// answered from the 0003 indexes, never by scanning the users table or sorting it. SQLite's planner is
// deterministic without statistics, so its plans are checked here; PostgreSQL plans depend on statistics.
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

/** The plan of a query: SQLite's EXPLAIN QUERY PLAN details, or PostgreSQL's EXPLAIN lines. */
async function planOf(query: Compilable): Promise<string> {
  const compiled = query.compile();
  if (!postgres) {
    const result = await app.db.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `explain query plan ${compiled.sql}`,
    });
    return result.rows.map((row) => row.detail).join(' | ');
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
    return result.rows.map((row) => row['QUERY PLAN']).join(' | ');
  });
}

const page = { page: 1, itemsPerPage: 30, paginate: true };

const cases: [string, VolunteerListFilter][] = [
  ['default order', { order: [{ field: 'createdAt', direction: 'desc' }] }],
  ['by name', { order: [{ field: 'name', direction: 'asc' }] }],
  ['by surname desc', { order: [{ field: 'surname', direction: 'desc' }] }],
  ['by email', { order: [{ field: 'email', direction: 'asc' }] }],
  ['status filter', { status: 'pending', order: [{ field: 'createdAt', direction: 'desc' }] }],
];

describe('volunteer list plans', () => {
  it.each(cases)('%s: page and count use an index, no table scan nor sort', async (_name, filter) => {
    const queries = volunteerListQueries(app.db, 1, filter, page);
    const pagePlan = await planOf(queries.page);
    const countPlan = await planOf(queries.count);
    if (postgres) {
      expect(pagePlan).toMatch(/Index (Only )?Scan (Backward )?using users_people_/);
      expect(pagePlan).not.toMatch(/Seq Scan|Sort/);
      expect(countPlan).toMatch(/Index (Only )?Scan using users_people_/);
      expect(countPlan).not.toMatch(/Seq Scan/);
    } else {
      expect(pagePlan).toMatch(/USING INDEX users_people_/);
      expect(pagePlan).not.toMatch(/TEMP B-TREE/);
      expect(countPlan).toMatch(/USING COVERING INDEX users_people_/);
    }
  });

  it('search reads an index, not the table rows one by one', async () => {
    const queries = volunteerListQueries(
      app.db,
      1,
      { search: 'garcia', order: [{ field: 'createdAt', direction: 'desc' }] },
      page,
    );
    const countPlan = await planOf(queries.count);
    if (postgres) expect(countPlan).not.toMatch(/Seq Scan/);
    else expect(countPlan).toMatch(/USING COVERING INDEX users_people_search_idx/);
  });
});
