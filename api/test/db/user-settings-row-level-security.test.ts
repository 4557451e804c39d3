import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../src/db/database';
import { inTenant } from '../../src/db/tenant-scope';
import { buildTestApp } from '../helpers/build-test-app';

// Row-level security and the request role's grants exist on PostgreSQL only.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let app: FastifyInstance;
let first: number;
let second: number;
let firstUser: number;
beforeAll(async () => {
  app = await buildTestApp();
  [first, second] = (await app.db.selectFrom('tenants').select('id').orderBy('id').execute()).map(
    (t) => t.id,
  ) as [number, number];
  firstUser = (
    await app.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', first)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  await app.db
    .insertInto('user_settings')
    .values({ tenant_id: first, user_id: firstUser, language: 'en', updated_at: nowIso() })
    .execute();
});
afterAll(() => app.close());

onPostgres('user settings row-level security', () => {
  it("hides another organisation's settings and refuses writing them", async () => {
    expect(
      await inTenant(app.db, first, (db) => db.selectFrom('user_settings').select('language').execute()),
    ).toEqual([{ language: 'en' }]);
    expect(
      await inTenant(app.db, second, (db) => db.selectFrom('user_settings').select('language').execute()),
    ).toEqual([]);
    await inTenant(app.db, second, (db) =>
      db.updateTable('user_settings').set({ notify_participation_changes: 1 }).execute(),
    );
    expect(await app.db.selectFrom('user_settings').select('notify_participation_changes').execute()).toEqual(
      [{ notify_participation_changes: 0 }],
    );
    await expect(
      inTenant(app.db, second, (db) =>
        db
          .insertInto('user_settings')
          .values({ tenant_id: first, user_id: firstUser, language: 'ca', updated_at: nowIso() })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
