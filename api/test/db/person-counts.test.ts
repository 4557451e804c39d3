import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { inTenant } from '../../src/db/tenant-scope';
import { buildTestApp } from '../helpers/build-test-app';
import { insertVolunteers } from '../routes/api/volunteers/volunteer-fixtures';

// The person counters of migration 0007 give the lists their totals: they must equal a real count of the people
// who are not deleted, per tenant, profile and status, after any kind of write.
let app: FastifyInstance;
let tenantIds: number[];
beforeAll(async () => {
  app = await buildTestApp();
  tenantIds = (await app.db.selectFrom('tenants').select('id').orderBy('id').execute()).map((t) => t.id);
});
afterAll(() => app.close());

type CountRow = { tenant_id: number; profile: string; status: string; total: number };
const sorted = (rows: CountRow[]) =>
  rows
    .map((row) => `${row.tenant_id} ${row.profile} ${row.status}: ${Number(row.total)}`)
    .filter((line) => !line.endsWith(': 0'))
    .sort();

async function expectCountersInStep(): Promise<void> {
  const real = await app.db
    .selectFrom('users')
    .where('deleted_at', 'is', null)
    .select((eb) => [
      'tenant_id',
      'profile',
      sql<string>`coalesce(status, '')`.as('status'),
      eb.fn.countAll<number>().as('total'),
    ])
    .groupBy(['tenant_id', 'profile', sql`coalesce(status, '')`])
    .execute();
  const counters = await app.db.selectFrom('person_counts').selectAll().execute();
  expect(sorted(counters)).toEqual(sorted(real));
}

const volunteersOf = (tenantId: number, email: string) =>
  app.db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('email', 'like', email);

describe('person counters', () => {
  it('start in step with the people already there', async () => {
    await expectCountersInStep();
    const [demo] = tenantIds;
    const volunteers = await app.db
      .selectFrom('person_counts')
      .select((eb) => eb.fn.sum<number>('total').as('total'))
      .where('tenant_id', '=', demo!)
      .where('profile', '=', 'volunteer')
      .executeTakeFirstOrThrow();
    // The demo's validated, pending and invited volunteers.
    expect(Number(volunteers.total)).toBe(3);
  });

  it('follow bulk inserts, status and profile changes, deletions and restorations', async () => {
    const [demo, other] = tenantIds as [number, number];
    // 60 in one statement (the fixture inserts 50 per statement), some in the other tenant.
    await insertVolunteers(
      app,
      demo,
      Array.from({ length: 60 }, (_, index) => ({
        name: 'Contada',
        surname: `Persona ${index}`,
        email: `contada.${index}@example.org`,
        status: index % 3 === 0 ? ('validated' as const) : ('pending' as const),
      })),
    );
    await insertVolunteers(app, other, [{ name: 'Otra', surname: 'Persona', email: 'otra.1@example.org' }]);
    await expectCountersInStep();

    // Many rows change status in one statement.
    await app.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('id', 'in', volunteersOf(demo, 'contada.1%'))
      .execute();
    await expectCountersInStep();

    // A volunteer promoted to staff changes profile; an update that changes nothing counted is harmless.
    const [promoted, deleted, restored, removed] = (await volunteersOf(demo, 'contada.2%').execute()).map(
      (row) => row.id,
    );
    await app.db
      .updateTable('users')
      .set({ profile: 'employee', status: null })
      .where('id', '=', promoted!)
      .execute();
    await app.db.updateTable('users').set({ name: 'Renombrada' }).where('id', '=', promoted!).execute();
    await expectCountersInStep();

    // Deleted (anonymised) people leave the count; a restored one comes back; a hard delete counts once.
    await app.db
      .updateTable('users')
      .set({ deleted_at: '2026-01-01T00:00:00.000Z' })
      .where('id', 'in', [deleted!, restored!])
      .execute();
    await app.db.updateTable('users').set({ deleted_at: null }).where('id', '=', restored!).execute();
    await app.db.deleteFrom('users').where('id', 'in', [deleted!, removed!]).execute();
    await expectCountersInStep();

    await app.db.deleteFrom('users').where('email', 'like', 'contada.%').execute();
    await expectCountersInStep();
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('follow writes made as the request role, which sees only its own tenant counters', async () => {
    const [demo, other] = tenantIds as [number, number];
    await inTenant(app.db, other, (db) =>
      db
        .updateTable('users')
        .set({ status: 'validated' })
        .where('email', '=', 'otra.1@example.org')
        .execute(),
    );
    await expectCountersInStep();
    const seen = await inTenant(app.db, other, (db) =>
      db.selectFrom('person_counts').select('tenant_id').distinct().execute(),
    );
    expect(seen).toEqual([{ tenant_id: other }]);
    await expect(
      inTenant(app.db, other, (db) =>
        db
          .insertInto('person_counts')
          .values({ tenant_id: demo, profile: 'x', status: '', total: 1 })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
