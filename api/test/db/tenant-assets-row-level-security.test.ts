import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../src/db/database';
import { inTenant } from '../../src/db/tenant-scope';
import { buildTestApp } from '../helpers/build-test-app';

// Row-level security and the request role's grants exist on PostgreSQL only.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let app: FastifyInstance;
let first: number;
let second: number;
const image = (tenant_id: number) => ({
  tenant_id,
  name: 'logo_dark',
  file: 'logo_dark-test.webp',
  content_type: 'image/webp',
  bytes: Buffer.from('RIFF0000WEBP'),
  updated_at: nowIso(),
});
beforeAll(async () => {
  app = await buildTestApp();
  [first, second] = (await app.db.selectFrom('tenants').select('id').orderBy('id').execute()).map(
    (t) => t.id,
  ) as [number, number];
  await app.db.insertInto('tenant_assets').values(image(first)).execute();
});
afterAll(() => app.close());

onPostgres('tenant images row-level security', () => {
  it("hides another organisation's images and refuses writing them", async () => {
    expect(
      await inTenant(app.db, first, (db) => db.selectFrom('tenant_assets').select('file').execute()),
    ).toEqual([{ file: 'logo_dark-test.webp' }]);
    expect(
      await inTenant(app.db, second, (db) => db.selectFrom('tenant_assets').select('file').execute()),
    ).toEqual([]);
    await inTenant(app.db, second, (db) => db.updateTable('tenant_assets').set({ file: 'x.webp' }).execute());
    await inTenant(app.db, second, (db) => db.deleteFrom('tenant_assets').execute());
    expect(await app.db.selectFrom('tenant_assets').select('file').execute()).toEqual([
      { file: 'logo_dark-test.webp' },
    ]);
    await expect(
      inTenant(app.db, second, (db) => db.insertInto('tenant_assets').values(image(first)).execute()),
    ).rejects.toThrow(/row-level security/);
  });
});
