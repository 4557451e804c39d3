import type { FastifyInstance } from 'fastify';
import { type Kysely, sql, type Updateable } from 'kysely';
import { seedVolunteers } from '../../bench/seed-volunteers';
import type { Database, UsersTable } from '../../src/db/schema';
import { inTenant } from '../../src/db/tenant-scope';
import { runPersonList } from '../../src/lib/person-list';
import { createPersonListAnchors, type PersonListAnchors } from '../../src/lib/person-list-anchors';
import {
  type VolunteerListFilter,
  volunteerListQueries,
} from '../../src/plugins/repositories/volunteers-repository';
import { buildTestApp } from '../helpers/build-test-app';
import { DEMO_HOST, OTHER_HOST, tenantIdOf } from '../routes/api/volunteers/volunteer-fixtures';

// Deep pages start from the list's anchors (src/lib/person-list-anchors.ts): whatever happened to the people
// before or while they were read, a page must be exactly the one the walk from the start gives.

let app: FastifyInstance;
let demo: number;
let other: number;
const STEP = 40;

beforeAll(async () => {
  app = await buildTestApp();
  demo = await tenantIdOf(app, DEMO_HOST);
  other = await tenantIdOf(app, OTHER_HOST);
  await seedVolunteers(app.db, { tenantId: demo, count: 1_200, label: 'ancla' });
  await seedVolunteers(app.db, { tenantId: other, count: 300, label: 'otra' });
  // Ties in every sort key: creation times to the day, 40 first names.
  await app.db
    .updateTable('users')
    .set({ created_at: sql`substr(created_at, 1, 10) || 'T00:00:00.000Z'` })
    .where('profile', '=', 'volunteer')
    .execute();
}, 120_000);
afterAll(() => app.close());

type Jumps = { count: number; during?: (jump: number) => Promise<void> };

/** A page served from `anchors` (counting the jumps that read them), and the page the walk from the start gives. */
async function pages(anchors: PersonListAnchors, filter: VolunteerListFilter, page: number, jumps?: Jumps) {
  const request = { page, itemsPerPage: 25, paginate: true };
  const served = await inTenant(app.db, demo, async (db) => {
    const queries = volunteerListQueries(db, demo, filter, request);
    const anchored = queries.anchored;
    if (anchored && jumps) {
      const jump = anchored.anchorAfter;
      anchored.anchorAfter = (after, step) => {
        jumps.count += 1;
        const query = jump(after, step);
        return {
          executeTakeFirst: async () => {
            await jumps.during?.(jumps.count);
            return query.executeTakeFirst();
          },
        };
      };
    }
    return runPersonList(queries, anchors);
  });
  const walked = await inTenant(app.db, demo, async (db) => {
    const { page: rows, count } = volunteerListQueries(db, demo, filter, request);
    const found = await rows.execute();
    return { ids: found.map((row) => row.id), total: Number((await count.executeTakeFirstOrThrow()).total) };
  });
  return { served: { ids: served.rows.map((row) => row.id), total: served.total }, walked };
}

const newestFirst: VolunteerListFilter['order'] = [{ field: 'createdAt', direction: 'desc' }];
const volunteerTotal = async () =>
  inTenant(app.db, demo, async (db: Kysely<Database>) => {
    const { count } = volunteerListQueries(
      db,
      demo,
      { order: newestFirst },
      { page: 1, itemsPerPage: 1, paginate: true },
    );
    return Number((await count.executeTakeFirstOrThrow()).total);
  });

describe('deep pages from anchors', () => {
  it.each<[string, VolunteerListFilter, number]>([
    ['newest first', { order: newestFirst }, 30],
    ['oldest first', { order: [{ field: 'createdAt', direction: 'asc' }] }, 41],
    ['by name', { order: [{ field: 'name', direction: 'asc' }] }, 17],
    [
      'by name and surname, descending',
      {
        order: [
          { field: 'name', direction: 'desc' },
          { field: 'surname', direction: 'desc' },
        ],
      },
      44,
    ],
    ['by email', { order: [{ field: 'email', direction: 'asc' }] }, 9],
    ['validated, newest first', { status: 'validated', order: newestFirst }, 8],
  ])('answer the walk’s page: %s', async (_name, filter, page) => {
    const anchors = createPersonListAnchors({ step: STEP, minOffset: 2 * STEP });
    const jumps: Jumps = { count: 0 };
    const first = await pages(anchors, filter, page, jumps);
    expect(first.served.ids).toHaveLength(25);
    expect(first.served).toEqual(first.walked);
    // Read once: every STEP-th person of the list.
    expect(jumps.count).toBe(Math.floor(first.walked.total / STEP));
    for (const next of [page - 1, page + 1, 5, Math.ceil(first.walked.total / 25)]) {
      const later = await pages(anchors, filter, next, jumps);
      expect(later.served).toEqual(later.walked);
    }
    // The other pages used the same anchors.
    expect(jumps.count).toBe(Math.floor(first.walked.total / STEP));
  });

  it('are read again after a write that moves people, not after one that does not', async () => {
    const anchors = createPersonListAnchors({ step: STEP, minOffset: 2 * STEP });
    const filter: VolunteerListFilter = { order: [{ field: 'name', direction: 'asc' }] };
    const jumps: Jumps = { count: 0 };
    await pages(anchors, filter, 30, jumps);
    const readOnce = jumps.count;

    // A new phone number reorders nothing: the anchors stay.
    await app.db
      .updateTable('users')
      .set({ phone_mobile: '600000001' })
      .where('email', 'like', '%@ancla.example.org')
      .execute();
    expect((await pages(anchors, filter, 31, jumps)).served.ids).toHaveLength(25);
    expect(jumps.count).toBe(readOnce);

    // Each of these moves people in the list's order, or in or out of it.
    const [first, second, third] = (
      await app.db
        .selectFrom('users')
        .select('id')
        .where('email', 'like', '%@ancla.example.org')
        .orderBy('id')
        .limit(3)
        .execute()
    ).map((row) => row.id);
    const writes: (() => Promise<unknown>)[] = [
      () => app.db.updateTable('users').set({ name_key: 'aaa' }).where('id', '=', first!).execute(),
      () =>
        app.db
          .updateTable('users')
          .set({ deleted_at: '2026-01-02T00:00:00.000Z' })
          .where('id', '=', second!)
          .execute(),
      () => app.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', third!).execute(),
      () => seedVolunteers(app.db, { tenantId: demo, count: 3, label: 'nueva' }),
    ];
    for (const write of writes) {
      const before = jumps.count;
      await write();
      const { served, walked } = await pages(anchors, filter, 30, jumps);
      expect(served).toEqual(walked);
      expect(jumps.count).toBeGreaterThan(before);
    }
    // The status filter's list changed with the status; the other tenant's writes change nothing here.
    const stable = jumps.count;
    await seedVolunteers(app.db, { tenantId: other, count: 2, label: 'otra-mas' });
    expect((await pages(anchors, filter, 30, jumps)).served.ids).toHaveLength(25);
    expect(jumps.count).toBe(stable);
  });

  it('serve the walk’s page when people change while the anchors are read', async () => {
    const anchors = createPersonListAnchors({ step: STEP, minOffset: 2 * STEP });
    const filter: VolunteerListFilter = { order: newestFirst };
    let added = 0;
    const jumps: Jumps = {
      count: 0,
      // Someone signs up between two jumps: the anchors read so far no longer hold.
      during: async (jump) => {
        if (jump !== 3) return;
        added += 1;
        await seedVolunteers(app.db, { tenantId: demo, count: 1, label: `durante${added}` });
      },
    };
    const totalBefore = await volunteerTotal();
    const { served, walked } = await pages(anchors, filter, 20, jumps);
    expect(added).toBe(1);
    expect(walked.total).toBe(totalBefore + 1);
    expect(served).toEqual(walked);
    // Nothing was kept from that reading: the next deep page reads them again, and they serve it.
    const again: Jumps = { count: 0 };
    const next = await pages(anchors, filter, 21, again);
    expect(next.served).toEqual(next.walked);
    expect(again.count).toBe(Math.floor(next.walked.total / STEP));
  });

  it('leave orders that mix directions, searches and shallow pages to the walk', async () => {
    const anchors = createPersonListAnchors({ step: STEP, minOffset: 2 * STEP });
    const cases: [VolunteerListFilter, number][] = [
      [
        {
          order: [
            { field: 'name', direction: 'asc' },
            { field: 'surname', direction: 'desc' },
          ],
        },
        30,
      ],
      [{ search: 'garcía', order: newestFirst }, 1],
      [{ order: newestFirst }, 2],
    ];
    for (const [filter, page] of cases) {
      const jumps: Jumps = { count: 0 };
      const { served, walked } = await pages(anchors, filter, page, jumps);
      expect(served.ids.length).toBeGreaterThan(0);
      expect(served).toEqual(walked);
      expect(jumps.count).toBe(0);
    }
  });

  it('answer a page past the end with the total and no rows', async () => {
    const anchors = createPersonListAnchors({ step: STEP, minOffset: 2 * STEP });
    const { served, walked } = await pages(anchors, { order: newestFirst }, 500);
    expect(served).toEqual({ ids: [], total: walked.total });
  });
});

describe('the people version of a tenant', () => {
  const versionOf = async (tenantId: number, db: Kysely<Database> = app.db) =>
    Number(
      (
        await db
          .selectFrom('person_list_versions')
          .select('version')
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).version,
    );

  it('changes with the writes that can reorder a list, and only in their tenant', async () => {
    const [person] = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', '%@ancla.example.org')
      .limit(1)
      .execute();
    const id = person!.id;
    const cases: [string, Updateable<UsersTable>, boolean][] = [
      ['email', { email: 'otra.direccion@example.org' }, true],
      ['surname key', { surname_key: 'zzz' }, true],
      ['created_at', { created_at: '2020-01-01T00:00:00.000Z' }, true],
      ['profile', { profile: 'employee' }, true],
      ['the same values again', { profile: 'employee' }, false],
      ['about me', { about_me: 'Me gusta leer' }, false],
    ];
    for (const [name, values, changes] of cases) {
      const [before, otherBefore] = [await versionOf(demo), await versionOf(other)];
      await app.db.updateTable('users').set(values).where('id', '=', id).execute();
      expect({ name, changed: (await versionOf(demo)) !== before }).toEqual({ name, changed: changes });
      expect(await versionOf(other)).toBe(otherBefore);
    }
  });

  it('is never one seen inside a write that was rolled back', async () => {
    const person = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', '%@ancla.example.org')
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const rename = (db: Kysely<Database>, key: string) =>
      db.updateTable('users').set({ name_key: key }).where('id', '=', person.id).execute();
    const before = await versionOf(demo);
    let seenInside: number | undefined;
    await expect(
      app.db.transaction().execute(async (trx) => {
        await rename(trx, 'deshecho');
        seenInside = await versionOf(demo, trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seenInside).not.toBe(before);
    expect(await versionOf(demo)).toBe(before);
    // Another write of the same kind: a version of its own, not the one the rolled-back write had shown.
    await rename(app.db, 'rehecho');
    expect([before, seenInside]).not.toContain(await versionOf(demo));
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('is read and changed by the request role only for its own tenant', async () => {
    const otherBefore = await versionOf(other);
    const seen = await inTenant(app.db, demo, async (db) => {
      await db
        .updateTable('users')
        .set({ name_key: 'bbb' })
        .where('email', 'like', '%.1@ancla.example.org')
        .execute();
      return db.selectFrom('person_list_versions').select('tenant_id').execute();
    });
    expect(seen).toEqual([{ tenant_id: demo }]);
    expect(await versionOf(other)).toBe(otherBefore);
  });
});
