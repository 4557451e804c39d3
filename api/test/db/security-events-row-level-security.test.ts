import type { FastifyInstance } from 'fastify';
import { inTenant } from '../../src/db/tenant-scope';
import { buildTestApp } from '../helpers/build-test-app';
import { insertEvents } from '../routes/api/security-events/security-event-fixtures';

// Row-level security and the request role's grants exist on PostgreSQL only.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let app: FastifyInstance;
let tenantIds: number[];
beforeAll(async () => {
  app = await buildTestApp();
  tenantIds = (await app.db.selectFrom('tenants').select('id').orderBy('id').execute()).map((t) => t.id);
  await insertEvents(app, tenantIds[0], [{ type: 'export', occurred_at: '2026-05-04T08:00:00.000Z' }]);
});
afterAll(() => app.close());

onPostgres('security log row-level security', () => {
  it("hides the other tenant's entries and refuses writing into its log", async () => {
    const [first, second] = tenantIds;
    expect(
      await inTenant(app.db, first, (db) => db.selectFrom('security_events').select('id').execute()),
    ).toHaveLength(1);
    expect(
      await inTenant(app.db, second, (db) => db.selectFrom('security_events').select('id').execute()),
    ).toEqual([]);
    await expect(
      inTenant(app.db, second, (db) =>
        db
          .insertInto('security_events')
          .values({ tenant_id: first, type: 'export', occurred_at: '2026-05-04T09:00:00.000Z' })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('lets a request add to its own log, but neither rewrite nor erase an entry', async () => {
    const [first] = tenantIds;
    await inTenant(app.db, first, (db) =>
      db
        .insertInto('security_events')
        .values({ tenant_id: first, type: 'import', occurred_at: '2026-05-04T09:00:00.000Z' })
        .execute(),
    );
    await expect(
      inTenant(app.db, first, (db) => db.updateTable('security_events').set({ type: 'sign-in' }).execute()),
    ).rejects.toThrow(/permission denied/);
    await expect(inTenant(app.db, first, (db) => db.deleteFrom('security_events').execute())).rejects.toThrow(
      /permission denied/,
    );
    expect(await app.db.selectFrom('security_events').select('type').orderBy('id').execute()).toEqual([
      { type: 'export' },
      { type: 'import' },
    ]);
  });
});
