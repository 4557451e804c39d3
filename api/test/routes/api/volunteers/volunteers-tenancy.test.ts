import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, DEMO_HOST, jsonHeaders, OTHER_HOST, validVolunteer } from './volunteer-fixtures';

// A volunteer of the demo tenant (A) must be invisible and untouchable from the other tenant (B).
let app: FastifyInstance;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let volunteerId: number;

beforeAll(async () => {
  app = await buildTestApp();
  adminA = await authAs(app, 'admin@demo.example.org');
  adminB = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  const created = await app.inject({
    method: 'POST',
    url: '/api/volunteers',
    headers: jsonHeaders(adminA),
    payload: JSON.stringify(validVolunteer({ email: 'solo-de-a@example.org' })),
  });
  volunteerId = created.json().id;
});
afterAll(() => app.close());

const snapshot = async () => ({
  user: await app.db.selectFrom('users').selectAll().where('id', '=', volunteerId).executeTakeFirstOrThrow(),
  deletions: await app.db.selectFrom('person_deletions').selectAll().execute(),
});

const requests = (auth: Record<string, string>) => ({
  get: () => app.inject({ method: 'GET', url: `/api/volunteers/${volunteerId}`, headers: auth }),
  patch: () =>
    app.inject({
      method: 'PATCH',
      url: `/api/volunteers/${volunteerId}`,
      headers: jsonHeaders(auth, 'application/merge-patch+json'),
      payload: JSON.stringify({ name: 'Intrusa' }),
    }),
  validate: () =>
    app.inject({ method: 'POST', url: `/api/volunteers/${volunteerId}/validate`, headers: auth }),
  delete: () =>
    app.inject({
      method: 'DELETE',
      url: `/api/volunteers/${volunteerId}`,
      headers: jsonHeaders(auth, 'application/json'),
      payload: JSON.stringify({ reason: 'admin_action' }),
    }),
});

describe('volunteers across tenants', () => {
  it.each(['get', 'patch', 'validate', 'delete'] as const)(
    "answers 404 to %s with tenant B's token on B's host and changes nothing",
    async (action) => {
      const before = await snapshot();
      const response = await requests(adminB)[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(['get', 'patch', 'validate', 'delete'] as const)(
    "answers 404 to %s with tenant B's token on A's host and changes nothing",
    async (action) => {
      const before = await snapshot();
      const response = await requests({ ...adminB, host: DEMO_HOST })[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(['get', 'patch', 'validate', 'delete'] as const)(
    "answers 404 to %s with tenant A's own token on B's host and changes nothing",
    async (action) => {
      const before = await snapshot();
      const response = await requests({ ...adminA, host: OTHER_HOST })[action]();
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
      expect(await snapshot()).toEqual(before);
    },
  );

  it("does not list nor search tenant A's volunteers in B, nor count them", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/volunteers?q=solo-de-a', headers: adminB });
    expect(response.json()).toMatchObject({ totalItems: 0, member: [] });
  });

  it("lets B register the same email, which stays A's in A", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/volunteers',
      headers: jsonHeaders(adminB),
      payload: JSON.stringify(validVolunteer({ email: 'solo-de-a@example.org' })),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(volunteerId);
    const inA = await app.inject({ method: 'GET', url: `/api/volunteers/${volunteerId}`, headers: adminA });
    expect(inA.json().name).toBe('Lucía');
  });
});
