import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isPostgres } from '../../src/db/database';
import { inTenant } from '../../src/db/tenant-scope';
import { buildTestApp } from '../helpers/build-test-app';

let app: FastifyInstance;
let tenantIds: number[];
beforeAll(async () => {
  app = await buildTestApp();
  tenantIds = (await app.db.selectFrom('tenants').select('id').orderBy('id').execute()).map((t) => t.id);
});
afterAll(() => app.close());

describe('tenant scope', () => {
  it('runs the work and returns its result', async () => {
    const users = await inTenant(app.db, tenantIds[0], (db) =>
      db.selectFrom('users').select('email').where('tenant_id', '=', tenantIds[0]).execute(),
    );
    expect(users.length).toBeGreaterThan(1);
  });

  // Row-level security exists on PostgreSQL only; on SQLite the repositories' filters are the only wall.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('hides the rows of other tenants from a query that forgot its tenant filter', async () => {
    expect(isPostgres(app.db)).toBe(true);
    const [first, second] = tenantIds;
    const seen = await inTenant(app.db, second, (db) =>
      db.selectFrom('users').select(['email', 'tenant_id']).execute(),
    );
    expect(seen).toEqual([{ email: 'admin@otra.example.org', tenant_id: second }]);
    const updated = await inTenant(app.db, second, (db) =>
      db.updateTable('users').set({ name: 'Intruso' }).where('tenant_id', '=', first).executeTakeFirst(),
    );
    expect(Number(updated.numUpdatedRows)).toBe(0);
  });

  onPostgres('refuses to write a row for another tenant', async () => {
    const [first, second] = tenantIds;
    await expect(
      inTenant(app.db, second, (db) =>
        db
          .insertInto('password_reset_requests')
          .values({
            tenant_id: first,
            user_id: 1,
            code_hash: 'x',
            created_at: '2026-01-01T00:00:00.000Z',
            expires_at: '2026-01-01T01:00:00.000Z',
          })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  onPostgres('undoes failed work and leaves its connection without tenant nor role', async () => {
    const [first] = tenantIds;
    const session = sql<{ role: string; tenant: string | null }>`
      select current_user as role, current_setting('app.tenant_id', true) as tenant`;
    await app.db.connection().execute(async (connection) => {
      await expect(
        inTenant(connection, first!, async (db) => {
          expect((await session.execute(db)).rows[0]).toEqual({ role: 'enlace_app', tenant: String(first) });
          await db.updateTable('users').set({ name: 'Deshecho' }).where('tenant_id', '=', first!).execute();
          throw new Error('work failed');
        }),
      ).rejects.toThrow('work failed');
      const after = (await session.execute(connection)).rows[0]!;
      expect(after.role).not.toBe('enlace_app');
      expect(after.tenant || null).toBeNull();
      const undone = await connection
        .selectFrom('users')
        .select('id')
        .where('name', '=', 'Deshecho')
        .execute();
      expect(undone).toEqual([]);
    });
  });
});
