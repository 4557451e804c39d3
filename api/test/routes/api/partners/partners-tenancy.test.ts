import { describeTenancy } from '../../../helpers/tenancy-suite';
import { jsonHeaders, validPartner } from './partner-fixtures';

// A partner of the demo tenant (A) must be invisible and untouchable from the other tenant (B).
let partnerNif: string;

const tenancy = describeTenancy({
  name: 'partners',
  setUp: async (app, adminA) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: jsonHeaders(adminA),
      payload: JSON.stringify(validPartner({ name: 'Solo de A' })),
    });
    partnerNif = created.json().nif;
    return { item: created.json().id };
  },
  routes: {
    get: (id) => ({ method: 'GET', url: `/api/partners/${id}` }),
    patch: (id) => ({ method: 'PATCH', url: `/api/partners/${id}`, payload: { name: 'Intrusa' } }),
    delete: (id) => ({ method: 'DELETE', url: `/api/partners/${id}` }),
  },
  snapshot: ({ app, targets }) =>
    app.db.selectFrom('partners').selectAll().where('id', '=', targets.item).executeTakeFirstOrThrow(),
});

describe('partners across tenants', () => {
  it("neither lists, searches nor counts tenant A's partners in B", async () => {
    const { app, adminB } = tenancy;
    const response = await app.inject({
      method: 'GET',
      url: '/api/partners?q=solo%20de%20a',
      headers: adminB,
    });
    expect(response.json()).toMatchObject({ totalItems: 0, member: [] });
    const all = (await app.inject({ method: 'GET', url: '/api/partners', headers: adminB })).json();
    expect(all.member.map((m: { name: string }) => m.name)).toEqual(['Librería La Alacena S.L.']);
  });

  it("lets B register the same NIF, which stays A's in A", async () => {
    const { app, adminA, adminB, targets } = tenancy;
    const response = await app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: jsonHeaders(adminB),
      payload: JSON.stringify(validPartner({ nif: partnerNif, name: 'De B' })),
    });
    expect(response.statusCode).toBe(201);
    const inA = await app.inject({ method: 'GET', url: `/api/partners/${targets.item}`, headers: adminA });
    expect(inA.json().name).toBe('Solo de A');
  });
});
