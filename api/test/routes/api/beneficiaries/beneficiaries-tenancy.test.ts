import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../../src/db/database';
import { inTenant } from '../../../../src/db/tenant-scope';
import { describeTenancy } from '../../../helpers/tenancy-suite';
import {
  createBeneficiary,
  DEMO_HOST,
  OTHER_HOST,
  tenantIdOf,
  validAdult,
  validMinor,
} from './beneficiary-fixtures';

// A beneficiary of the demo tenant (A) must be invisible and untouchable from the other tenant (B), an adult
// and a minor alike.
const tenancy = describeTenancy({
  name: 'beneficiaries',
  targets: ['adult', 'minor'],
  setUp: async (app, adminA) => {
    const adult = (await createBeneficiary(app, adminA, validAdult({ surname: 'Solo de A' }))).json().id;
    const minor = (
      await createBeneficiary(
        app,
        adminA,
        validMinor({ tutor: `/api/beneficiaries/${adult}`, relation: 'mother' }),
      )
    ).json().id;
    return { adult, minor };
  },
  routes: {
    get: (id) => ({ method: 'GET', url: `/api/beneficiaries/${id}` }),
    patch: (id) => ({ method: 'PATCH', url: `/api/beneficiaries/${id}`, payload: { name: 'Intrusa' } }),
    delete: (id) => ({
      method: 'DELETE',
      url: `/api/beneficiaries/${id}`,
      payload: { reason: 'admin_action' },
    }),
  },
  snapshot: ({ app }) => snapshotOf(app),
});

const snapshotOf = async (app: FastifyInstance) => ({
  rows: await app.db.selectFrom('beneficiaries').selectAll().orderBy('id').execute(),
  deletions: await app.db.selectFrom('beneficiary_deletions').selectAll().execute(),
});

describe('beneficiaries across tenants', () => {
  it("does not list, search nor count tenant A's beneficiaries in B", async () => {
    const { app, adminB } = tenancy;
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
    const { app, adminB, targets } = tenancy;
    const before = await snapshotOf(app);
    const response = await createBeneficiary(
      app,
      adminB,
      validMinor({ tutor: `/api/beneficiaries/${targets.adult}` }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'tutor', message: 'field-not-valid-option' },
    ]);
    expect(await snapshotOf(app)).toEqual(before);
  });

  // Row-level security and the tenant-and-id tutor key exist on PostgreSQL only; on SQLite the repository's
  // filters are the only wall.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres("refuses, in the database too, a tutor link to another tenant's beneficiary", async () => {
    const { app, targets } = tenancy;
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
          tutor_id: targets.adult,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  onPostgres(
    "hides A's beneficiaries and deletions from B's scope even without a tenant filter",
    async () => {
      const { app, targets } = tenancy;
      const tenantA = await tenantIdOf(app, DEMO_HOST);
      const tenantB = await tenantIdOf(app, OTHER_HOST);
      const seen = await inTenant(app.db, tenantB, (db) =>
        db
          .selectFrom('beneficiaries')
          .select('tenant_id')
          .where('id', 'in', [targets.adult, targets.minor])
          .execute(),
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
              beneficiary_id: targets.adult,
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
