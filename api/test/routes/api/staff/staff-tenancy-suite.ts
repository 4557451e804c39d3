import { describeTenancy } from '../../../helpers/tenancy-suite';
import { STAFF, type StaffKind, staffApi, validStaffMember } from './staff-fixtures';

/** A staff member of the demo tenant (A) must be invisible and untouchable from the other tenant (B). */
export function describeStaffTenancy(kind: StaffKind) {
  const { path } = STAFF[kind];
  const tenancy = describeTenancy({
    name: path,
    setUp: async (app, adminA) => ({
      item: (
        await staffApi(app, kind).create(adminA, validStaffMember({ email: 'solo-de-a@example.org' }))
      ).json().id,
    }),
    routes: {
      get: (id) => ({ method: 'GET', url: `${path}/${id}` }),
      patch: (id) => ({ method: 'PATCH', url: `${path}/${id}`, payload: { name: 'Intrusa', isAdmin: true } }),
      delete: (id) => ({ method: 'DELETE', url: `${path}/${id}`, payload: { reason: 'admin_action' } }),
    },
    snapshot: async ({ app, targets }) => ({
      user: await app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', targets.item)
        .executeTakeFirstOrThrow(),
      deletions: await app.db.selectFrom('person_deletions').selectAll().execute(),
    }),
  });

  describe(`${path} across tenants`, () => {
    it("does not list nor search tenant A's staff in B, nor count them", async () => {
      const response = await staffApi(tenancy.app, kind).list(tenancy.adminB, '?q=solo-de-a');
      expect(response.json()).toMatchObject({ totalItems: 0, member: [] });
    });

    it("lets B register the same email, which stays A's in A", async () => {
      const { app, adminA, adminB, targets } = tenancy;
      const api = staffApi(app, kind);
      const response = await api.create(adminB, validStaffMember({ email: 'solo-de-a@example.org' }));
      expect(response.statusCode).toBe(201);
      expect(response.json().id).not.toBe(targets.item);
      expect((await api.get(adminA, targets.item)).json().name).toBe('Marta');
    });
  });
}
