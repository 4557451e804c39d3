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

onPostgres('partners row-level security', () => {
  it("hides and protects the other tenant's partners from a query that forgot its tenant filter", async () => {
    const [first, second] = tenantIds;
    const seen = await inTenant(app.db, second, (db) =>
      db.selectFrom('partners').select(['name', 'tenant_id']).execute(),
    );
    expect(seen).toEqual([{ name: 'Librería La Alacena S.L.', tenant_id: second }]);
    const updated = await inTenant(app.db, second, (db) =>
      db.updateTable('partners').set({ name: 'Intrusa' }).where('tenant_id', '=', first).executeTakeFirst(),
    );
    expect(Number(updated.numUpdatedRows)).toBe(0);
    const deleted = await inTenant(app.db, second, (db) =>
      db.deleteFrom('partners').where('tenant_id', '=', first).executeTakeFirst(),
    );
    expect(Number(deleted.numDeletedRows)).toBe(0);
  });

  it('refuses to write a partner for another tenant', async () => {
    const [first, second] = tenantIds;
    await expect(
      inTenant(app.db, second, (db) =>
        db
          .insertInto('partners')
          .values({
            tenant_id: first,
            name: 'Colada',
            legal_type: 'company',
            nif: 'B64717838',
            agreement_status: 'agreement_active',
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: '2026-01-01T00:00:00.000Z',
          })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
