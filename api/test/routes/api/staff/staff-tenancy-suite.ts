import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, OTHER_HOST } from '../volunteers/volunteer-fixtures';
import { STAFF, type StaffKind, staffApi, validStaffMember } from './staff-fixtures';

/** A staff member of the demo tenant (A) must be invisible and untouchable from the other tenant (B). */
export function describeStaffTenancy(kind: StaffKind) {
  let app: FastifyInstance;
  let api: ReturnType<typeof staffApi>;
  let adminA: Record<string, string>;
  let adminB: Record<string, string>;
  let id: number;
  beforeAll(async () => {
    app = await buildTestApp();
    api = staffApi(app, kind);
    adminA = await authAs(app, 'admin@demo.example.org');
    adminB = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    id = (await api.create(adminA, validStaffMember({ email: 'solo-de-a@example.org' }))).json().id;
  });
  afterAll(() => app.close());

  const snapshot = async () => ({
    user: await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    deletions: await app.db.selectFrom('person_deletions').selectAll().execute(),
  });

  const requests = (auth: Record<string, string>) => ({
    get: () => api.get(auth, id),
    patch: () => api.patch(auth, id, { name: 'Intrusa', isAdmin: true }),
    delete: () => api.remove(auth, id, { reason: 'admin_action' }),
  });

  describe(`${STAFF[kind].path} across tenants`, () => {
    it.each(['get', 'patch', 'delete'] as const)(
      "answers 404 to %s with tenant B's administrator and changes nothing",
      async (action) => {
        const before = await snapshot();
        const response = await requests(adminB)[action]();
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('not-found');
        expect(await snapshot()).toEqual(before);
      },
    );

    it.each(['get', 'patch', 'delete'] as const)(
      "answers 404 to %s with tenant A's token on B's host and changes nothing",
      async (action) => {
        const before = await snapshot();
        const response = await requests({ ...adminA, host: OTHER_HOST })[action]();
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('not-found');
        expect(await snapshot()).toEqual(before);
      },
    );

    it("does not list nor search tenant A's staff in B, nor count them", async () => {
      const response = await api.list(adminB, '?q=solo-de-a');
      expect(response.json()).toMatchObject({ totalItems: 0, member: [] });
    });

    it("lets B register the same email, which stays A's in A", async () => {
      const response = await api.create(adminB, validStaffMember({ email: 'solo-de-a@example.org' }));
      expect(response.statusCode).toBe(201);
      expect(response.json().id).not.toBe(id);
      expect((await api.get(adminA, id)).json().name).toBe('Marta');
    });
  });
}
