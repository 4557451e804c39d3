import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { inTenant } from '../../src/db/tenant-scope';
import { requestScope } from '../../src/lib/request-scope';
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

describe('request scope', () => {
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  const requestOf = (tenantId: number) => ({ tenant: { id: tenantId } }) as unknown as FastifyRequest;
  const transaction = sql<{ txid: string; role: string; tenant: string | null }>`
    select txid_current()::text as txid, current_user as role, current_setting('app.tenant_id', true) as tenant`;
  // The same, as a query builder (readFirst compiles it on its connection).
  const transactionQuery = (db: Kysely<Database>) =>
    db.selectNoFrom([
      sql<string>`txid_current()::text`.as('txid'),
      sql<string>`current_user`.as('role'),
      sql<string | null>`current_setting('app.tenant_id', true)`.as('tenant'),
    ]);
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('reads the first row for the request tenant, and nothing once the row is not there', async () => {
    const scope = requestScope(app.db);
    const [first, second] = tenantIds;
    const admin = (tenantId: number) =>
      scope.readFirst(requestOf(tenantId), (db, scopedTenant) =>
        db
          .selectFrom('users')
          .select('email')
          .where('tenant_id', '=', sql.lit(scopedTenant))
          .where('email', '=', sql.lit('admin@demo.example.org')),
      );
    expect(await admin(first!)).toEqual({ email: 'admin@demo.example.org' });
    expect(await admin(second!)).toBeUndefined();
  });

  onPostgres(
    'runs the first read as the app role of the tenant and hands its transaction to the work that follows at once',
    async () => {
      const scope = requestScope(app.db);
      const request = requestOf(tenantIds[0]!);
      const first = await scope.readFirst(request, transactionQuery);
      expect(first).toEqual({ txid: expect.any(String), role: 'enlace_app', tenant: String(tenantIds[0]) });
      const work = (await scope.scoped(request, (db) => transaction.execute(db))).rows[0];
      expect(work).toEqual(first);
      // Taken once: the next work has its own transaction.
      const later = (await scope.scoped(request, (db) => transaction.execute(db))).rows[0]!;
      expect(later.txid).not.toBe(first!.txid);
      expect(later.role).toBe('enlace_app');
    },
  );

  onPostgres('closes the transaction at the next turn of the event loop when no work takes it', async () => {
    const scope = requestScope(app.db);
    const request = requestOf(tenantIds[0]!);
    const first = await scope.readFirst(request, transactionQuery);
    await nextTurn();
    const work = (await scope.scoped(request, (db) => transaction.execute(db))).rows[0]!;
    expect(work.txid).not.toBe(first!.txid);
    // More reads left open than the pool has connections (10): each went back to the pool, or this would wait.
    for (let i = 0; i < 25; i += 1) await scope.readFirst(requestOf(tenantIds[0]!), transactionQuery);
    await nextTurn();
    expect((await scope.scoped(request, (db) => transaction.execute(db))).rows).toHaveLength(1);
  });

  onPostgres('rolls back the work that took the transaction when it fails', async () => {
    const scope = requestScope(app.db);
    const request = requestOf(tenantIds[0]!);
    await scope.readFirst(request, transactionQuery);
    await expect(
      scope.scoped(request, async (db, tenantId) => {
        await db.updateTable('users').set({ name: 'Deshecho' }).where('tenant_id', '=', tenantId).execute();
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    const undone = await app.db.selectFrom('users').select('id').where('name', '=', 'Deshecho').execute();
    expect(undone).toEqual([]);
  });
});
