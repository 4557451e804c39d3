import { describeTenancy } from '../../../helpers/tenancy-suite';
import { createVolunteerWith, jsonHeaders, validVolunteer } from './volunteer-fixtures';

// A volunteer of the demo tenant (A) must be invisible and untouchable from the other tenant (B).
const tenancy = describeTenancy({
  name: 'volunteers',
  setUp: async (app, adminA) => ({
    item: (await createVolunteerWith(app, adminA, { email: 'solo-de-a@example.org' })).id,
  }),
  routes: {
    get: (id) => ({ method: 'GET', url: `/api/volunteers/${id}` }),
    patch: (id) => ({ method: 'PATCH', url: `/api/volunteers/${id}`, payload: { name: 'Intrusa' } }),
    validate: (id) => ({ method: 'POST', url: `/api/volunteers/${id}/validate` }),
    delete: (id) => ({ method: 'DELETE', url: `/api/volunteers/${id}`, payload: { reason: 'admin_action' } }),
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

describe('volunteers across tenants', () => {
  it("does not list nor search tenant A's volunteers in B, nor count them", async () => {
    const { app, adminB } = tenancy;
    const response = await app.inject({ method: 'GET', url: '/api/volunteers?q=solo-de-a', headers: adminB });
    expect(response.json()).toMatchObject({ totalItems: 0, member: [] });
  });

  it("lets B register the same email, which stays A's in A", async () => {
    const { app, adminA, adminB, targets } = tenancy;
    const response = await app.inject({
      method: 'POST',
      url: '/api/volunteers',
      headers: jsonHeaders(adminB),
      payload: JSON.stringify(validVolunteer({ email: 'solo-de-a@example.org' })),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(targets.item);
    const inA = await app.inject({ method: 'GET', url: `/api/volunteers/${targets.item}`, headers: adminA });
    expect(inA.json().name).toBe('Lucía');
  });
});
