import type { FastifyInstance } from 'fastify';
import {
  clearActivities,
  dayFromToday,
  insertActivity,
  insertParticipant,
  userIdOf,
} from '../../../helpers/activity-rows';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, OTHER_HOST, ROLE_ACCOUNTS, tenantIdOf } from '../volunteers/volunteer-fixtures';

let app: FastifyInstance;
let tenantA: number;
let tenantB: number;
let coordinator: number;
let volunteer: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  tenantA = await tenantIdOf(app, 'localhost');
  tenantB = await tenantIdOf(app, OTHER_HOST);
  // Whatever the demo data holds, these tests start from no activities at all.
  await clearActivities(app, tenantA);
  await clearActivities(app, tenantB);
  coordinator = await userIdOf(app, 'coordinacion@demo.example.org');
  volunteer = await authAs(app, ROLE_ACCOUNTS.volunteer);
});
afterAll(() => app.close());
afterEach(() => clearActivities(app, tenantA).then(() => clearActivities(app, tenantB)));

const list = (headers: Record<string, string>, query = '') =>
  app.inject({ method: 'GET', url: `/api/available_activities${query}`, headers });

describe('GET /api/available_activities', () => {
  it('lists visible activities with an intervention still open, the soonest next intervention first', async () => {
    const later = await insertActivity(app, tenantA, coordinator, {
      name: 'Taller de móviles',
      description: 'Uso básico del teléfono',
      type: 'educational',
      interventions: [{ date: dayFromToday(-3) }, { date: dayFromToday(9) }, { date: dayFromToday(20) }],
    });
    const sooner = await insertActivity(app, tenantA, coordinator, {
      name: 'Reparto de alimentos',
      status: 'ready',
      interventions: [{ date: dayFromToday(2), scheduleStart: '17:00', scheduleEnd: '19:00' }],
    });
    const running = await insertActivity(app, tenantA, coordinator, {
      name: 'Acompañamiento',
      status: 'in_progress',
      interventions: [{ date: dayFromToday(2), scheduleStart: '09:00', scheduleEnd: '10:00' }],
    });
    // Not for volunteers: a draft, a cancelled, a complete and a finished activity, and one whose interventions
    // have all been held.
    for (const status of ['draft', 'cancelled', 'complete', 'finished']) {
      await insertActivity(app, tenantA, coordinator, {
        name: `Oculta ${status}`,
        status,
        interventions: [{ date: dayFromToday(5) }],
      });
    }
    await insertActivity(app, tenantA, coordinator, {
      name: 'Ya celebrada',
      interventions: [{ date: dayFromToday(-1) }],
    });
    await insertActivity(app, tenantA, coordinator, { name: 'Sin intervenciones' });

    const response = await list(volunteer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(body).toMatchObject({ '@id': '/api/available_activities', '@type': 'Collection', totalItems: 3 });
    expect(body.member.map((member: { id: number }) => member.id)).toEqual([running.id, sooner.id, later.id]);
    expect(body.member[2]).toEqual({
      '@id': `/api/available_activities/${later.id}`,
      '@type': 'AvailableActivity',
      id: later.id,
      name: 'Taller de móviles',
      description: 'Uso básico del teléfono',
      type: 'educational',
      mode: 'onsite',
      dateStart: dayFromToday(-400),
      dateEnd: dayFromToday(400),
      nextDate: dayFromToday(9),
      openInterventions: 2,
    });
    expect(body.member[1]).toMatchObject({ nextDate: dayFromToday(2), openInterventions: 1 });
  });

  it('pages by ten, with the link to the next page', async () => {
    for (let index = 0; index < 12; index += 1) {
      await insertActivity(app, tenantA, coordinator, {
        name: `Actividad ${index}`,
        interventions: [{ date: dayFromToday(index + 1) }],
      });
    }
    const first = (await list(volunteer)).json();
    expect(first.totalItems).toBe(12);
    expect(first.member).toHaveLength(10);
    expect(first.view.next).toContain('page=2');
    const second = (await list(volunteer, '?page=2')).json();
    expect(second.member.map((member: { name: string }) => member.name)).toEqual([
      'Actividad 10',
      'Actividad 11',
    ]);
    expect(second.view.next).toBeUndefined();
    const names = [...first.member, ...second.member].map((member: { name: string }) => member.name);
    expect(new Set(names).size).toBe(12);
  });

  it('answers an empty collection when nothing is open', async () => {
    const body = (await list(volunteer)).json();
    expect(body).toMatchObject({ totalItems: 0, member: [] });
  });

  it('answers 400 to a bad page', async () => {
    expect((await list(volunteer, '?page=0')).statusCode).toBe(400);
    expect((await list(volunteer, '?page=abc')).statusCode).toBe(400);
    expect((await list(volunteer, '?itemsPerPage=500')).statusCode).toBe(400);
  });

  it("never lists another tenant's activities", async () => {
    const adminB = await userIdOf(app, 'admin@otra.example.org');
    await insertActivity(app, tenantB, adminB, {
      name: 'Solo de B',
      interventions: [{ date: dayFromToday(3) }],
    });
    expect((await list(volunteer)).json()).toMatchObject({ totalItems: 0, member: [] });
  });

  it('counts a subscribed activity as available while it has open interventions', async () => {
    const activity = await insertActivity(app, tenantA, coordinator, {
      name: 'Con plaza',
      interventions: [{ date: dayFromToday(4), maxVolunteers: 1 }],
    });
    await insertParticipant(
      app,
      tenantA,
      activity.interventions[0],
      await userIdOf(app, ROLE_ACCOUNTS.volunteer),
    );
    expect((await list(volunteer)).json().totalItems).toBe(1);
  });

  it.each(['administrator', 'employee', 'coordinator', 'partner'] as const)(
    'answers 403 to the %s (the volunteer profile only)',
    async (account) => {
      const response = await list(await authAs(app, ROLE_ACCOUNTS[account]));
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('access-denied');
    },
  );

  it('answers 401 without a session', async () => {
    expect((await list({ host: 'localhost' })).statusCode).toBe(401);
  });
});
