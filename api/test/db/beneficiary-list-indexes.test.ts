import type { FastifyInstance } from 'fastify';
import { type Compilable, sql } from 'kysely';
import { isPostgres } from '../../src/db/database';
import {
  type BeneficiaryListFilter,
  beneficiaryListQueries,
} from '../../src/plugins/repositories/beneficiaries-repository';
import { buildTestApp } from '../helpers/build-test-app';

// The beneficiary list must stay fast for a large register: its page and its count are answered from the 0005
// indexes, led by the tenant, never by scanning the beneficiaries table or sorting it. As for volunteers, SQLite's
// plans are deterministic without statistics; on PostgreSQL scans and sorts are discouraged so that a plan shows
// one only when no index can serve the query.
let app: FastifyInstance;
let postgres = false;
beforeAll(async () => {
  app = await buildTestApp();
  postgres = isPostgres(app.db);
});
afterAll(() => app.close());

async function planOf(query: Compilable): Promise<string> {
  const compiled = query.compile();
  if (!postgres) {
    const result = await app.db.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `explain query plan ${compiled.sql}`,
    });
    return result.rows.map((row) => row.detail).join(' | ');
  }
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
const newestFirst = [{ field: 'createdAt', direction: 'desc' }] as BeneficiaryListFilter['order'];

const orderedCases: [string, BeneficiaryListFilter][] = [
  ['default order', { order: newestFirst }],
  ['by name', { order: [{ field: 'name', direction: 'asc' }] }],
  ['by surname desc', { order: [{ field: 'surname', direction: 'desc' }] }],
  ['by birthday', { order: [{ field: 'birthday', direction: 'asc' }] }],
  ['with or without disability', { hasDisability: true, order: newestFirst }],
];

describe('beneficiary list plans', () => {
  it.each(orderedCases)('%s: page and count use an index, no table scan nor sort', async (_name, filter) => {
    const queries = beneficiaryListQueries(app.db, 1, filter, page);
    const pagePlan = await planOf(queries.page);
    const countPlan = await planOf(queries.count);
    if (postgres) {
      expect(pagePlan).toMatch(/Index (Only )?Scan (Backward )?using beneficiaries_/);
      expect(pagePlan).not.toMatch(/Seq Scan|Sort/);
      expect(countPlan).toMatch(/Index (Only )?Scan using beneficiaries_/);
      expect(countPlan).not.toMatch(/Seq Scan/);
    } else {
      expect(pagePlan).toMatch(/USING INDEX beneficiaries_/);
      expect(pagePlan).not.toMatch(/TEMP B-TREE/);
      expect(countPlan).toMatch(/USING COVERING INDEX beneficiaries_/);
    }
  });

  it('counts an age group from an index (on SQLite the birthday index alone)', async () => {
    for (const ageGroup of ['minor', 'adult'] as const) {
      const queries = beneficiaryListQueries(app.db, 1, { ageGroup, order: newestFirst }, page);
      const countPlan = await planOf(queries.count);
      if (postgres) {
        // Without statistics PostgreSQL may pick any of the tenant-led indexes; it must not scan the table.
        expect(countPlan).toMatch(/Index (Only )?Scan using beneficiaries_/);
        expect(countPlan).not.toMatch(/Seq Scan/);
      } else {
        expect(countPlan).toMatch(/USING COVERING INDEX beneficiaries_birthday_idx/);
      }
      expect(await planOf(queries.page)).not.toMatch(/Seq Scan|SCAN beneficiaries(?! USING)/);
    }
  });

  it('search reads an index, not the table rows one by one', async () => {
    const queries = beneficiaryListQueries(app.db, 1, { search: 'garcia', order: newestFirst }, page);
    const countPlan = await planOf(queries.count);
    if (postgres) expect(countPlan).not.toMatch(/Seq Scan/);
    else expect(countPlan).toMatch(/USING COVERING INDEX beneficiaries_search_idx/);
  });
});
