import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { seedVolunteers } from '../../../../bench/seed-volunteers';
import { inTenant } from '../../../../src/db/tenant-scope';
import { FROM_END_MIN_OFFSET, runPersonList } from '../../../../src/lib/person-list';
import { personListRequest } from '../../../../src/lib/person-list-request';
import {
  type VolunteerListFilter,
  volunteerListQueries,
} from '../../../../src/plugins/repositories/volunteers-repository';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, DEMO_HOST, OTHER_HOST, tenantIdOf } from './volunteer-fixtures';

// Deep pages of a counted list are read from the nearer end (docs/adr/0053-deep-pages.md): they must answer
// exactly the rows the forward walk gives, ties included.

let app: FastifyInstance;
let admin: Record<string, string>;
let demoTenant: number;
const SEEDED = 2 * FROM_END_MIN_OFFSET + 600;

// Seeding and retiming a few thousand people takes minutes on PostgreSQL while the suite's other lane runs.
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  demoTenant = await tenantIdOf(app, DEMO_HOST);
  await seedVolunteers(app.db, { tenantId: demoTenant, count: SEEDED, label: 'hondo' });
  await seedVolunteers(app.db, { tenantId: await tenantIdOf(app, OTHER_HOST), count: 300, label: 'otra' });
  // Many ties in every sort key: creation times to the hour (about four people each), 40 first names.
  await app.db
    .updateTable('users')
    .set({ created_at: sql`substr(created_at, 1, 13) || ':00:00.000Z'` })
    .where('profile', '=', 'volunteer')
    .execute();
  // Some deleted people, whom neither the counters nor the pages hold.
  await app.db
    .updateTable('users')
    .set({ deleted_at: '2026-01-02T00:00:00.000Z' })
    .where('email', 'like', '%.1__@hondo.example.org')
    .execute();
}, 600_000);
afterAll(() => app.close());

/**
 * The page the forward walk gives (the list's page query as it always ran, offset from the start) and the page
 * the walk from the far end gives, when the list chooses it.
 */
async function pagesOf(query: Record<string, string>) {
  const list = personListRequest(query);
  const filter: VolunteerListFilter = {
    search: list.search,
    order: list.order,
    status: query.status as VolunteerListFilter['status'],
  };
  return inTenant(app.db, demoTenant, async (db) => {
    const queries = volunteerListQueries(db, demoTenant, filter, list.page);
    const rows = await queries.page.execute();
    const total = Number((await queries.count.executeTakeFirstOrThrow()).total);
    const fromEnd = queries.fromEnd?.(total);
    const reversed = fromEnd && fromEnd !== 'past-the-end' ? await fromEnd.execute() : undefined;
    return {
      forward: { ids: rows.map((row) => row.id), total },
      fromEnd: reversed && { ids: reversed.map((row) => row.id), total: Number(reversed[0]?.total) },
    };
  });
}

const forwardPage = async (query: Record<string, string>) => (await pagesOf(query)).forward;

async function servedPage(query: Record<string, string>) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/volunteers?${new URLSearchParams(query).toString()}`,
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { totalItems: number; member: { id: number }[] };
  return { ids: body.member.map((member) => member.id), total: body.totalItems };
}

describe('GET /api/volunteers deep pages', () => {
  const cases: Record<string, string>[] = [
    { page: '300' },
    { page: String(Math.floor((SEEDED - 200) / 30)) },
    { itemsPerPage: '100', page: '100' },
    { itemsPerPage: '37', page: '251' },
    { itemsPerPage: '100', page: '70', 'order[name]': 'asc' },
    { itemsPerPage: '100', page: '121', 'order[name]': 'desc' },
    { itemsPerPage: '100', page: '90', 'order[surname]': 'asc', 'order[name]': 'desc' },
    { itemsPerPage: '100', page: '95', 'order[email]': 'desc' },
    { itemsPerPage: '100', page: '80', 'order[createdAt]': 'asc' },
    { itemsPerPage: '100', page: '65', status: 'validated' },
  ];

  it.each(cases)('answers the forward walk’s page past the middle: %o', async (query) => {
    const { forward, fromEnd } = await pagesOf(query);
    expect(forward.ids.length).toBeGreaterThan(0);
    expect(fromEnd).toEqual(forward);
    expect(await servedPage(query)).toEqual(forward);
  });

  it('walks from the start before the middle, and answers the last page and those past the end', async () => {
    const query = { itemsPerPage: '100', page: '100' };
    const list = personListRequest(query);
    await inTenant(app.db, demoTenant, async (db) => {
      const queries = volunteerListQueries(db, demoTenant, { order: list.order }, list.page);
      const { total } = await queries.count.executeTakeFirstOrThrow();
      expect(queries.fromEnd?.(Number(total))).toEqual(
        expect.objectContaining({ execute: expect.any(Function) }),
      );
      // Before the middle, the page walks from the start.
      expect(queries.fromEnd?.(2 * 100 * 100)).toBeUndefined();
    });
    const { total } = await servedPage({ itemsPerPage: '100' });
    const last = Math.ceil(total / 100);
    for (const page of [last - 1, last, last + 1, last + 50]) {
      const pageQuery = { itemsPerPage: '100', page: String(page) };
      expect(await servedPage(pageQuery)).toEqual(await forwardPage(pageQuery));
    }
    expect((await servedPage({ itemsPerPage: '100', page: String(last) })).ids).toHaveLength(
      total % 100 || 100,
    );
    expect(await servedPage({ itemsPerPage: '100', page: String(last + 1) })).toEqual({ ids: [], total });
  });

  it('reads the page from the start when the total changed between its two queries', async () => {
    const rows = [{ id: 1, total: 12_000 }];
    const forward = [{ id: 2, total: 12_001 }];
    const result = await runPersonList({
      count: { executeTakeFirstOrThrow: async () => ({ total: 12_000 }) },
      page: { execute: async () => forward },
      fromEnd: () => ({ execute: async () => rows.map((row) => ({ ...row, total: 12_001 })) }),
    });
    expect(result).toEqual({ rows: [{ id: 2 }], total: 12_001 });
  });
});
