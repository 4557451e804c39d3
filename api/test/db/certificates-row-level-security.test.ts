import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../src/db/database';
import { inTenant } from '../../src/db/tenant-scope';
import { buildTestApp } from '../helpers/build-test-app';

// Row-level security and the request role's grants exist on PostgreSQL only.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let app: FastifyInstance;
let first: number;
let second: number;
let volunteer: number;
const certificate = (tenant_id: number) => ({
  tenant_id,
  reference: 'ENL-2026-AAAA-BBBB',
  user_id: volunteer,
  issued_by_id: volunteer,
  issued_at: nowIso(),
  period_from: null,
  period_to: null,
  sessions: 1,
  total_minutes: 120,
  language: 'es',
  sha256: '0'.repeat(64),
  pdf: Buffer.from('%PDF-1.3'),
});
beforeAll(async () => {
  app = await buildTestApp();
  [first, second] = (await app.db.selectFrom('tenants').select('id').orderBy('id').execute()).map(
    (t) => t.id,
  ) as [number, number];
  volunteer = (
    await app.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', first)
      .where('profile', '=', 'volunteer')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  await app.db.insertInto('certificates').values(certificate(first)).execute();
});
afterAll(() => app.close());

onPostgres('certificates row-level security', () => {
  it("hides another organisation's certificates and refuses writing them", async () => {
    expect(
      await inTenant(app.db, first, (db) => db.selectFrom('certificates').select('reference').execute()),
    ).toEqual([{ reference: 'ENL-2026-AAAA-BBBB' }]);
    expect(
      await inTenant(app.db, second, (db) => db.selectFrom('certificates').select('reference').execute()),
    ).toEqual([]);
    await inTenant(app.db, second, (db) =>
      db.updateTable('certificates').set({ total_minutes: 1 }).execute(),
    );
    await inTenant(app.db, second, (db) => db.deleteFrom('certificates').execute());
    expect(await app.db.selectFrom('certificates').select(['reference', 'total_minutes']).execute()).toEqual([
      { reference: 'ENL-2026-AAAA-BBBB', total_minutes: 120 },
    ]);
    await expect(
      inTenant(app.db, second, (db) => db.insertInto('certificates').values(certificate(first)).execute()),
    ).rejects.toThrow(/row-level security/);
  });
});
