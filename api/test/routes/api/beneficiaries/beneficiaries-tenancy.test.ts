import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../../src/db/database';
import { inTenant } from '../../../../src/db/tenant-scope';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  createBeneficiary,
  DEMO_HOST,
  jsonHeaders,
  OTHER_HOST,
  tenantIdOf,
  validAdult,
  validMinor,
} from './beneficiary-fixtures';

// A beneficiary of the demo tenant (A) must be invisible and untouchable from the other tenant (B).
let app: FastifyInstance;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let adultId: number;
let minorId: number;

beforeAll(async () => {
  app = await buildTestApp();
  adminA = await authAs(app, 'admin@demo.example.org');
  adminB = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  adultId = (await createBeneficiary(app, adminA, validAdult({ surname: 'Solo de A' }))).json().id;
  minorId = (
    await createBeneficiary(
      app,
      adminA,
      validMinor({ tutor: `/api/beneficiaries/${adultId}`, relation: 'mother' }),
    )
  ).json().id;
});
afterAll(() => app.close());

const snapshot = async () => ({
  rows: await app.db.selectFrom('beneficiaries').selectAll().orderBy('id').execute(),
  deletions: await app.db.selectFrom('beneficiary_deletions').selectAll().execute(),
});

const requests = (auth: Record<string, string>, id: number) => ({
  get: () => app.inject({ method: 'GET', url: `/api/beneficiaries/${id}`, headers: auth }),
  patch: () =>
    app.inject({
      method: 'PATCH',
      url: `/api/beneficiaries/${id}`,
      headers: jsonHeaders(auth, 'application/merge-patch+json'),
      payload: JSON.stringify({ name: 'Intrusa' }),
    }),
  delete: () =>
    app.inject({
      method: 'DELETE',
      url: `/api/beneficiaries/${id}`,
      headers: jsonHeaders(auth, 'application/json'),
      payload: JSON.stringify({ reason: 'admin_action' }),
    }),
});

const actions = ['get', 'patch', 'delete'] as const;
const cases = actions.flatMap((action) => [[action, 'adult'] as const, [action, 'minor'] as const]);
const idOf = (who: 'adult' | 'minor') => (who === 'adult' ? adultId : minorId);

describe('beneficiaries across tenants', () => {
  it.each(cases)(
    "answers 404 to %s of A's %s with tenant B's token on B's host and changes nothing",
    async (action, who) => {
      const before = await snapshot();
      const response = await requests(adminB, idOf(who))[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(actions)(
    "answers 404 to %s with tenant B's token on A's host and changes nothing",
    async (action) => {
      const before = await snapshot();
      const response = await requests({ ...adminB, host: DEMO_HOST }, adultId)[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(actions)(
    "answers 404 to %s with tenant A's own token on B's host and changes nothing",
    async (action) => {
      const before = await snapshot();
      const response = await requests({ ...adminA, host: OTHER_HOST }, adultId)[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it("does not list, search nor count tenant A's beneficiaries in B", async () => {
    for (const query of ['', '?q=solo%20de%20a', '?ageGroup=minor', '?hasDisability=true']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/beneficiaries${query}`,
        headers: adminB,
      });
      expect({ query, body: response.json() }).toMatchObject({ query, body: { totalItems: 0, member: [] } });
    }
  });

  it("does not let B link A's adult as a tutor", async () => {
    const before = await snapshot();
    const response = await createBeneficiary(
      app,
      adminB,
      validMinor({ tutor: `/api/beneficiaries/${adultId}` }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'tutor', message: 'field-not-valid-option' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  // Row-level security and the tenant-and-id tutor key exist on PostgreSQL only; on SQLite the repository's
  // filters are the only wall.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres("refuses, in the database too, a tutor link to another tenant's beneficiary", async () => {
    const tenantB = await tenantIdOf(app, OTHER_HOST);
    const now = nowIso();
    await expect(
      app.db
        .insertInto('beneficiaries')
        .values({
          tenant_id: tenantB,
          name: 'Enlace',
          surname: 'Cruzado',
          birthday: '2018-01-01',
          tutor_id: adultId,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  onPostgres(
    "hides A's beneficiaries and deletions from B's scope even without a tenant filter",
    async () => {
      const tenantA = await tenantIdOf(app, DEMO_HOST);
      const tenantB = await tenantIdOf(app, OTHER_HOST);
      const seen = await inTenant(app.db, tenantB, (db) =>
        db.selectFrom('beneficiaries').select('tenant_id').where('id', 'in', [adultId, minorId]).execute(),
      );
      expect(seen).toEqual([]);
      const updated = await inTenant(app.db, tenantB, (db) =>
        db
          .updateTable('beneficiaries')
          .set({ name: 'Intrusa' })
          .where('tenant_id', '=', tenantA)
          .executeTakeFirst(),
      );
      expect(Number(updated.numUpdatedRows)).toBe(0);
      await expect(
        inTenant(app.db, tenantB, (db) =>
          db
            .insertInto('beneficiary_deletions')
            .values({
              tenant_id: tenantA,
              beneficiary_id: adultId,
              reason: 'admin_action',
              deleted_by_id: 1,
              deleted_at: nowIso(),
            })
            .execute(),
        ),
      ).rejects.toThrow(/row-level security/);
    },
  );
});
