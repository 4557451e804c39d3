import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../src/db/database';
import { inTenant } from '../../src/db/tenant-scope';
import { buildTestApp } from '../helpers/build-test-app';

// Row-level security and the request role's grants exist on PostgreSQL only.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let app: FastifyInstance;
let first: number;
let second: number;
const importOf = (tenant_id: number) => ({
  tenant_id,
  kind: 'volunteers',
  file_name: 'altas.csv',
  user_id: null,
  created: 3,
  rejected: 1,
  created_at: nowIso(),
});
beforeAll(async () => {
  app = await buildTestApp();
  [first, second] = (await app.db.selectFrom('tenants').select('id').orderBy('id').execute()).map(
    (t) => t.id,
  ) as [number, number];
  await app.db.insertInto('imports').values(importOf(first)).execute();
});
afterAll(() => app.close());

onPostgres('imports row-level security', () => {
  it("hides another organisation's imports and refuses writing them", async () => {
    const fileNames = (tenant: number) =>
      inTenant(app.db, tenant, (db) => db.selectFrom('imports').select('file_name').execute());
    expect(await fileNames(first)).toEqual([{ file_name: 'altas.csv' }]);
    expect(await fileNames(second)).toEqual([]);
    await inTenant(app.db, second, (db) => db.updateTable('imports').set({ created: 0 }).execute());
    await inTenant(app.db, second, (db) => db.deleteFrom('imports').execute());
    expect(await app.db.selectFrom('imports').select('created').execute()).toEqual([{ created: 3 }]);
    await expect(
      inTenant(app.db, second, (db) => db.insertInto('imports').values(importOf(first)).execute()),
    ).rejects.toThrow(/row-level security/);
  });
});
