import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  createIntervention,
  DEMO_HOST,
  type DemoRefs,
  demoRefs,
  insertStaff,
  jsonHeaders,
  newActivity,
  OTHER_HOST,
  tenantIdOf,
  userIdOf,
  validIntervention,
  violationsOf,
} from './activity-fixtures';
import { validPartner } from '../partners/partner-fixtures';

// Nothing an activity uses disappears under it: its place, project, partners and coordinator.
let app: FastifyInstance;
let admin: Record<string, string>;
let refs: DemoRefs;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
});
afterAll(() => app.close());

const remove = (url: string, payload?: object) =>
  app.inject({
    method: 'DELETE',
    url,
    headers: payload ? jsonHeaders(admin) : admin,
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

const transfer = (from: number, coordinator: unknown, headers = admin) =>
  app.inject({
    method: 'POST',
    url: `/api/coordinators/${from}/transfer`,
    headers: jsonHeaders(headers),
    payload: JSON.stringify({ coordinator }),
  });

const exists = async (table: 'places' | 'projects' | 'partners', id: number) =>
  (await app.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('deleting what an activity uses', () => {
  it('refuses a place that an intervention uses (place-has-interventions)', async () => {
    const activity = await newActivity(app, admin, refs, { name: 'Usa el aula' });
    await createIntervention(app, admin, validIntervention(activity, refs));
    const response = await remove(`/api/places/${refs.computerRoomId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('place-has-interventions');
    expect(await exists('places', refs.computerRoomId)).toBe(true);
  });

  it('refuses a project that groups an activity (project-has-activities)', async () => {
    await newActivity(app, admin, refs, { name: 'En el proyecto' });
    const response = await remove(`/api/projects/${refs.projectId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('project-has-activities');
    expect(await exists('projects', refs.projectId)).toBe(true);
  });

  it('refuses a partner that takes part in an activity (partner-has-activities)', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: jsonHeaders(admin),
      payload: JSON.stringify(validPartner({ name: 'Entidad sin contactos' })),
    });
    const partner = created.json();
    await newActivity(app, admin, refs, {
      name: 'Con la entidad',
      partners: [`/api/partners/${partner.id}`],
    });
    const response = await remove(`/api/partners/${partner.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('partner-has-activities');
    expect(await exists('partners', partner.id)).toBe(true);
  });
});

describe('deleting a coordinator who has activities', () => {
  it('asks for the transfer first, moves every activity, then deletes; nothing is lost', async () => {
    const [leaving, taking] = await insertStaff(app, refs.tenantId, [
      {
        name: 'Marta',
        surname: 'Saliente',
        email: 'marta.saliente@demo.example.org',
        roles: ['user', 'employee', 'coordinator'],
      },
      {
        name: 'Pablo',
        surname: 'Entrante',
        email: 'pablo.entrante@demo.example.org',
        roles: ['user', 'employee', 'coordinator'],
      },
    ]);
    const activities = [
      await newActivity(app, admin, { ...refs, coordinatorId: leaving }, { name: 'De Marta uno' }),
      await newActivity(app, admin, { ...refs, coordinatorId: leaving }, { name: 'De Marta dos' }),
    ];
    const refused = await remove(`/api/coordinators/${leaving}`, { reason: 'admin_action' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('coordinator-has-assigned-activities');
    const still = await app.db
      .selectFrom('users')
      .select('deleted_at')
      .where('id', '=', leaving)
      .executeTakeFirstOrThrow();
    expect(still.deleted_at).toBeNull();

    const moved = await transfer(leaving, `/api/coordinators/${taking}`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      success: true,
      message: 'coordinator-activities-transferred',
      transferred: 2,
    });
    const rows = await app.db
      .selectFrom('activities')
      .select('coordinator_id')
      .where('id', 'in', activities)
      .execute();
    expect(rows.map((row) => row.coordinator_id)).toEqual([taking, taking]);

    const deleted = await remove(`/api/coordinators/${leaving}`, { reason: 'admin_action' });
    expect(deleted.statusCode).toBe(204);
    expect(
      await app.db.selectFrom('activities').select('id').where('id', 'in', activities).execute(),
    ).toHaveLength(2);
  });

  it('refuses a transfer to the same, an unknown, a non-coordinator or another tenant coordinator (422)', async () => {
    const [from, employeeOnly] = await insertStaff(app, refs.tenantId, [
      {
        name: 'Luis',
        surname: 'Origen',
        email: 'luis.origen@demo.example.org',
        roles: ['user', 'employee', 'coordinator'],
      },
      {
        name: 'Ana',
        surname: 'Técnica',
        email: 'ana.tecnica2@demo.example.org',
        roles: ['user', 'employee'],
      },
    ]);
    const activity = await newActivity(app, admin, { ...refs, coordinatorId: from }, { name: 'De Luis' });
    const otherAdmin = await userIdOf(app, 'admin@otra.example.org');
    for (const target of [
      `/api/coordinators/${from}`,
      '/api/coordinators/999999',
      `/api/coordinators/${employeeOnly}`,
      `/api/coordinators/${otherAdmin}`,
      null,
      'nadie',
    ]) {
      const response = await transfer(from, target);
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)).toEqual([['coordinator', 'coordinator-transfer-activities-failed']]);
    }
    const row = await app.db
      .selectFrom('activities')
      .select('coordinator_id')
      .where('id', '=', activity)
      .executeTakeFirstOrThrow();
    expect(row.coordinator_id).toBe(from);
  });

  it("answers 404 for another tenant's coordinator and 403 to non-administrators", async () => {
    const adminB = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const foreign = await transfer(refs.coordinatorId, '/api/coordinators/1', adminB);
    expect(foreign.statusCode).toBe(404);
    const employee = await authAs(app, 'tecnica@demo.example.org');
    const denied = await transfer(refs.coordinatorId, '/api/coordinators/1', employee);
    expect(denied.statusCode).toBe(403);
  });
});
