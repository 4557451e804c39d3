import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../../helpers/build-test-app';
import { DEMO_STAFF, staffApi, userIdOf } from '../staff/staff-fixtures';
import { authAs, bearer, createVolunteerWith, homeWith, jsonHeaders, OTHER_HOST } from './volunteer-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, DEMO_STAFF.admin);
});
afterAll(() => app.close());

const promote = (id: number, headers = admin) =>
  app.inject({ method: 'POST', url: `/api/volunteers/${id}/promote`, headers });

const createVolunteer = () => createVolunteerWith(app, admin);

describe('POST /api/volunteers/{id}/promote', () => {
  it('makes the volunteer a coordinator: the same person, now staff, with their volunteer data kept', async () => {
    const volunteerId = await userIdOf(app, 'voluntaria@demo.example.org');
    const before = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', volunteerId)
      .executeTakeFirstOrThrow();
    const started = new Date().toISOString();

    const response = await promote(volunteerId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-location']).toBe(`/api/coordinators/${volunteerId}`);
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/Coordinator',
      '@id': `/api/coordinators/${volunteerId}`,
      '@type': 'Coordinator',
      id: volunteerId,
      email: 'voluntaria@demo.example.org',
      name: before.name,
      isAdmin: false,
      roles: ['user', 'employee', 'coordinator'],
      accessStatus: 'access',
      promotedBy: `/api/users/${await userIdOf(app, DEMO_STAFF.admin)}`,
    });
    expect(body.promotedAt >= started).toBe(true);

    const after = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', volunteerId)
      .executeTakeFirstOrThrow();
    // Same row: password, history and volunteering profile stay; only the profile and roles change.
    expect(after).toMatchObject({
      profile: 'employee',
      password_hash: before.password_hash,
      validated_at: before.validated_at,
      status: before.status,
      skills: before.skills,
      created_at: before.created_at,
    });

    // Listed among the coordinators, no longer among the volunteers.
    const coordinators = await staffApi(app, 'coordinator').list(admin, '?q=voluntaria');
    expect(coordinators.json().member.map((m: { id: number }) => m.id)).toEqual([volunteerId]);
    const volunteers = await app.inject({
      method: 'GET',
      url: '/api/volunteers?q=voluntaria',
      headers: admin,
    });
    expect(volunteers.json().totalItems).toBe(0);
    const asVolunteer = await app.inject({
      method: 'GET',
      url: `/api/volunteers/${volunteerId}`,
      headers: admin,
    });
    expect(asVolunteer.statusCode).toBe(404);

    // They sign in with their own password and are now staff (the intranet), holding the coordinator's rights.
    const { body: session } = await login(app, 'voluntaria@demo.example.org');
    const auth = bearer(session.token);
    const home = await homeWith(app, session.token);
    expect(home.json()).toMatchObject({ profile: 'employee', roles: ['user', 'employee', 'coordinator'] });
    expect((await app.inject({ method: 'GET', url: '/api/volunteers', headers: auth })).statusCode).toBe(200);
  });

  it('answers 409 coordinator-already-exists when the person already is a coordinator', async () => {
    const created = await createVolunteer();
    expect((await promote(created.id)).statusCode).toBe(200);
    const again = await promote(created.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, error: 'coordinator-already-exists' });
    const demoCoordinator = await promote(await userIdOf(app, DEMO_STAFF.coordinator));
    expect(demoCoordinator.json().error).toBe('coordinator-already-exists');
  });

  it('promotes an invited volunteer, who will activate into the intranet', async () => {
    const created = await createVolunteer();
    const response = await promote(created.id);
    expect(response.json()).toMatchObject({
      accessStatus: 'no-access',
      roles: ['user', 'employee', 'coordinator'],
    });
    const stored = await app.db
      .selectFrom('users')
      .select(['activation_code', 'profile'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.activation_code).not.toBeNull();
    expect(stored.profile).toBe('employee');
  });

  it('answers 404 for an unknown id, a technician, a partner contact, a deleted volunteer and another tenant', async () => {
    const deleted = await createVolunteer();
    await app.inject({
      method: 'DELETE',
      url: `/api/volunteers/${deleted.id}`,
      headers: jsonHeaders(admin, 'application/json'),
      payload: JSON.stringify({ reason: 'user_request' }),
    });
    const others = [
      999999,
      await userIdOf(app, DEMO_STAFF.technician),
      await userIdOf(app, 'entidad@demo.example.org'),
      deleted.id,
    ];
    for (const id of others) {
      const response = await promote(id);
      expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
      expect(response.json().error).toBe('not-found');
    }
    const pending = await userIdOf(app, 'pendiente@demo.example.org');
    const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const before = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', pending)
      .executeTakeFirstOrThrow();
    expect((await promote(pending, otherAdmin)).statusCode).toBe(404);
    expect(
      await app.db.selectFrom('users').selectAll().where('id', '=', pending).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});
