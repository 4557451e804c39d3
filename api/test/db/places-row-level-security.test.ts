import type { FastifyInstance } from 'fastify';
import { inTenant } from '../../src/db/tenant-scope';
import { buildTestApp } from '../helpers/build-test-app';

// Row-level security exists on PostgreSQL only; on SQLite the repositories' filters are the only wall.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let app: FastifyInstance;
let tenantIds: number[];
beforeAll(async () => {
  app = await buildTestApp();
  tenantIds = (await app.db.selectFrom('tenants').select('id').orderBy('id').execute()).map((t) => t.id);
});
afterAll(() => app.close());

onPostgres('places row-level security', () => {
  it("hides the other tenant's places and schedules from a query that forgot its tenant filter", async () => {
    const [first, second] = tenantIds;
    expect(
      await inTenant(app.db, first, (db) => db.selectFrom('places').select('id').execute()),
    ).toHaveLength(3);
    expect(await inTenant(app.db, second, (db) => db.selectFrom('places').select('id').execute())).toEqual(
      [],
    );
    expect(
      await inTenant(app.db, second, (db) => db.selectFrom('place_schedules').select('id').execute()),
    ).toEqual([]);
    const deleted = await inTenant(app.db, second, (db) =>
      db.deleteFrom('place_schedules').executeTakeFirst(),
    );
    expect(Number(deleted.numDeletedRows)).toBe(0);
    const updated = await inTenant(app.db, second, (db) =>
      db.updateTable('places').set({ name: 'Intrusa' }).executeTakeFirst(),
    );
    expect(Number(updated.numUpdatedRows)).toBe(0);
  });

  it("refuses to write a schedule range into the other tenant's place", async () => {
    const [first, second] = tenantIds;
    const place = await app.db
      .selectFrom('places')
      .select('id')
      .where('tenant_id', '=', first)
      .executeTakeFirstOrThrow();
    await expect(
      inTenant(app.db, second, (db) =>
        db
          .insertInto('place_schedules')
          .values({
            tenant_id: first,
            place_id: place.id,
            weekday: 'monday',
            start_time: '08:00',
            end_time: '09:00',
          })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
