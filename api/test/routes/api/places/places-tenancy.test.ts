import { describeTenancy } from '../../../helpers/tenancy-suite';
import { jsonHeaders, validPlace } from './place-fixtures';

// A place of the demo tenant (A) must be invisible and untouchable from the other tenant (B).
const tenancy = describeTenancy({
  name: 'places',
  setUp: async (app, adminA) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/places',
      headers: jsonHeaders(adminA),
      payload: JSON.stringify(validPlace({ name: 'Aula solo de A' })),
    });
    return { item: created.json().id };
  },
  routes: {
    get: (id) => ({ method: 'GET', url: `/api/places/${id}` }),
    patch: (id) => ({
      method: 'PATCH',
      url: `/api/places/${id}`,
      payload: { name: 'Intrusa', schedules: [] },
    }),
    delete: (id) => ({ method: 'DELETE', url: `/api/places/${id}` }),
  },
  snapshot: async ({ app, targets }) => ({
    place: await app.db
      .selectFrom('places')
      .selectAll()
      .where('id', '=', targets.item)
      .executeTakeFirstOrThrow(),
    schedules: await app.db
      .selectFrom('place_schedules')
      .selectAll()
      .where('place_id', '=', targets.item)
      .orderBy('id')
      .execute(),
  }),
});

describe('places across tenants', () => {
  it("neither lists, searches, exports nor counts tenant A's places in B", async () => {
    const { app, adminB } = tenancy;
    const searched = await app.inject({ method: 'GET', url: '/api/places?q=solo%20de%20a', headers: adminB });
    expect(searched.json()).toMatchObject({ totalItems: 0, member: [] });
    const all = await app.inject({ method: 'GET', url: '/api/places', headers: adminB });
    expect(all.json()).toMatchObject({ totalItems: 0, member: [] });
    const exported = await app.inject({ method: 'GET', url: '/api/places/export', headers: adminB });
    expect(exported.body.trim().split('\n')).toHaveLength(1);
  });

  it("gives B's places their own schedule rows in B", async () => {
    const { app, adminB } = tenancy;
    const created = await app.inject({
      method: 'POST',
      url: '/api/places',
      headers: jsonHeaders(adminB),
      payload: JSON.stringify(validPlace({ name: 'Aula de B' })),
    });
    expect(created.statusCode).toBe(201);
    const tenantOfB = (
      await app.db
        .selectFrom('places')
        .select('tenant_id')
        .where('id', '=', created.json().id)
        .executeTakeFirstOrThrow()
    ).tenant_id;
    const ranges = await app.db
      .selectFrom('place_schedules')
      .select('tenant_id')
      .where('place_id', '=', created.json().id)
      .execute();
    expect(ranges.map((range) => range.tenant_id)).toEqual([tenantOfB, tenantOfB, tenantOfB]);
  });
});
