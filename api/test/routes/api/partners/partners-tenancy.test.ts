import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, DEMO_HOST, jsonHeaders, OTHER_HOST, validPartner } from './partner-fixtures';

// A partner of the demo tenant (A) must be invisible and untouchable from the other tenant (B).
let app: FastifyInstance;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let partnerId: number;
let partnerNif: string;

beforeAll(async () => {
  app = await buildTestApp();
  adminA = await authAs(app, 'admin@demo.example.org');
  adminB = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  const created = await app.inject({
    method: 'POST',
    url: '/api/partners',
    headers: jsonHeaders(adminA),
    payload: JSON.stringify(validPartner({ name: 'Solo de A' })),
  });
  partnerId = created.json().id;
  partnerNif = created.json().nif;
});
afterAll(() => app.close());

const snapshot = async () =>
  app.db.selectFrom('partners').selectAll().where('id', '=', partnerId).executeTakeFirstOrThrow();

const requests = (auth: Record<string, string>) => ({
  get: () => app.inject({ method: 'GET', url: `/api/partners/${partnerId}`, headers: auth }),
  patch: () =>
    app.inject({
      method: 'PATCH',
      url: `/api/partners/${partnerId}`,
      headers: jsonHeaders(auth, 'application/merge-patch+json'),
      payload: JSON.stringify({ name: 'Intrusa' }),
    }),
  delete: () => app.inject({ method: 'DELETE', url: `/api/partners/${partnerId}`, headers: auth }),
});

describe('partners across tenants', () => {
  it.each(['get', 'patch', 'delete'] as const)(
    "answers 404 to %s with tenant B's token on B's host and changes nothing",
    async (action) => {
      const before = await snapshot();
      const response = await requests(adminB)[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(['get', 'patch', 'delete'] as const)(
    "answers 404 to %s with tenant B's token on A's host and changes nothing",
    async (action) => {
      const before = await snapshot();
      const response = await requests({ ...adminB, host: DEMO_HOST })[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(['get', 'patch', 'delete'] as const)(
    "answers 404 to %s with tenant A's own token on B's host and changes nothing",
    async (action) => {
      const before = await snapshot();
      const response = await requests({ ...adminA, host: OTHER_HOST })[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it("neither lists, searches nor counts tenant A's partners in B", async () => {
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
    const response = await app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: jsonHeaders(adminB),
      payload: JSON.stringify(validPartner({ nif: partnerNif, name: 'De B' })),
    });
    expect(response.statusCode).toBe(201);
    const inA = await app.inject({ method: 'GET', url: `/api/partners/${partnerId}`, headers: adminA });
    expect(inA.json().name).toBe('Solo de A');
  });
});
