import type { FastifyInstance } from 'fastify';
import {
  clearActivities,
  dayFromToday,
  insertActivity,
  insertParticipant,
  userIdOf,
} from '../../../helpers/activity-rows';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  insertVolunteers,
  OTHER_HOST,
  ROLE_ACCOUNTS,
  tenantIdOf,
} from '../volunteers/volunteer-fixtures';

let app: FastifyInstance;
let tenantA: number;
let tenantB: number;
let coordinator: number;
let valeria: number;
let volunteer: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  tenantA = await tenantIdOf(app, 'localhost');
  tenantB = await tenantIdOf(app, OTHER_HOST);
  await clearActivities(app, tenantA);
  coordinator = await userIdOf(app, 'coordinacion@demo.example.org');
  valeria = await userIdOf(app, ROLE_ACCOUNTS.volunteer);
  volunteer = await authAs(app, ROLE_ACCOUNTS.volunteer);
});
afterAll(() => app.close());

const get = (id: number, headers = volunteer) =>
  app.inject({ method: 'GET', url: `/api/available_activities/${id}`, headers });

async function demoPlace() {
  return app.db
    .selectFrom('places')
    .select('id')
    .where('tenant_id', '=', tenantA)
    .where('name', '=', 'Aula de informática Carretería')
    .executeTakeFirstOrThrow();
}

describe('GET /api/available_activities/{id}', () => {
  it('answers the activity with its interventions by date, places left and the caller’s subscriptions', async () => {
    const place = await demoPlace();
    const pablo = await userIdOf(app, 'pendiente@demo.example.org');
    const [other] = await insertVolunteers(app, tenantA, [
      { name: 'Otra', surname: 'Voluntaria', email: 'otra.voluntaria@example.org', status: 'validated' },
    ]);
    const activity = await insertActivity(app, tenantA, coordinator, {
      name: 'Taller de móviles',
      description: 'Uso básico del teléfono',
      interventions: [
        { date: dayFromToday(10), placeId: place.id, maxVolunteers: 2, name: 'Segunda sesión' },
        { date: dayFromToday(3), scheduleStart: '17:00', scheduleEnd: '19:30', maxVolunteers: 3 },
        { date: dayFromToday(-2), maxVolunteers: 4 },
      ],
    });
    const [later, sooner, held] = activity.interventions;
    await insertParticipant(app, tenantA, later, valeria);
    await insertParticipant(app, tenantA, later, other, { status: 'pending' });
    // An employee does not take a volunteer's place.
    await insertParticipant(app, tenantA, sooner, coordinator, { role: 'employee' });
    await insertParticipant(app, tenantA, sooner, pablo);
    await insertParticipant(app, tenantA, held, valeria);

    const response = await get(activity.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      '@id': `/api/available_activities/${activity.id}`,
      '@type': 'AvailableActivity',
      id: activity.id,
      name: 'Taller de móviles',
      description: 'Uso básico del teléfono',
      status: 'active',
      canSubscribe: true,
      blockedReason: null,
    });
    expect(body.interventions).toEqual([
      {
        '@id': `/api/interventions/${held}`,
        id: held,
        name: null,
        date: dayFromToday(-2),
        scheduleStart: '10:00',
        scheduleEnd: '12:00',
        format: 'workshop',
        place: null,
        maxVolunteers: 4,
        volunteers: 1,
        freePlaces: 3,
        subscribed: true,
        waitingList: 0,
        waitingPlace: null,
        completed: true,
        open: false,
      },
      {
        '@id': `/api/interventions/${sooner}`,
        id: sooner,
        name: null,
        date: dayFromToday(3),
        scheduleStart: '17:00',
        scheduleEnd: '19:30',
        format: 'workshop',
        place: null,
        maxVolunteers: 3,
        volunteers: 1,
        freePlaces: 2,
        subscribed: false,
        waitingList: 0,
        waitingPlace: null,
        completed: false,
        open: true,
      },
      {
        '@id': `/api/interventions/${later}`,
        id: later,
        name: 'Segunda sesión',
        date: dayFromToday(10),
        scheduleStart: '10:00',
        scheduleEnd: '12:00',
        format: 'workshop',
        place: { name: 'Aula de informática Carretería', address: 'Calle Carretería 12, 29008 Málaga' },
        maxVolunteers: 2,
        volunteers: 2,
        freePlaces: 0,
        subscribed: true,
        waitingList: 0,
        waitingPlace: null,
        completed: false,
        open: true,
      },
    ]);
  });

  it('keeps the later sessions of an activity in progress open, and closes the ones already held', async () => {
    const activity = await insertActivity(app, tenantA, coordinator, {
      name: 'En curso',
      status: 'in_progress',
      interventions: [{ date: dayFromToday(-2) }, { date: dayFromToday(5) }],
    });
    const body = (await get(activity.id)).json();
    expect(body.interventions).toMatchObject([
      { completed: true, open: false },
      { completed: false, open: true },
    ]);
  });

  it('tells a volunteer whose profile is not validated that they cannot subscribe', async () => {
    const activity = await insertActivity(app, tenantA, coordinator, {
      name: 'Para Pablo',
      interventions: [{ date: dayFromToday(5) }],
    });
    const body = (await get(activity.id, await authAs(app, 'pendiente@demo.example.org'))).json();
    expect(body).toMatchObject({ canSubscribe: false, blockedReason: 'volunteer-not-validated' });
  });

  it('tells a volunteer whom staff marked inactive that they cannot subscribe, as the subscription answers', async () => {
    const activity = await insertActivity(app, tenantA, coordinator, {
      name: 'Para inactivos',
      interventions: [{ date: dayFromToday(5) }],
    });
    const intervention = activity.interventions[0]!;
    try {
      await app.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', valeria).execute();
      expect((await get(activity.id)).json()).toMatchObject({
        canSubscribe: false,
        blockedReason: 'volunteer-not-validated',
      });
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: volunteer });
      expect(me.json().subscriptionBlockedReason).toBe('volunteer-not-validated');
      const subscription = await app.inject({
        method: 'POST',
        url: `/api/interventions/${intervention}/subscription`,
        headers: volunteer,
      });
      expect(subscription.statusCode).toBe(409);
      expect(subscription.json().error).toBe('volunteer-not-validated');
    } finally {
      await app.db.updateTable('users').set({ status: 'validated' }).where('id', '=', valeria).execute();
    }
  });

  it("tells a minor volunteer that their tutor's authorisation is pending, until it is given", async () => {
    const activity = await insertActivity(app, tenantA, coordinator, {
      name: 'Para menores',
      interventions: [{ date: dayFromToday(5) }],
    });
    const original = await app.db
      .selectFrom('users')
      .select(['birthday', 'guardian_consented_at'])
      .where('id', '=', valeria)
      .executeTakeFirstOrThrow();
    try {
      await app.db
        .updateTable('users')
        .set({ birthday: dayFromToday(-16 * 365), guardian_consented_at: null })
        .where('id', '=', valeria)
        .execute();
      expect((await get(activity.id)).json()).toMatchObject({
        canSubscribe: false,
        blockedReason: 'minor-volunteer-authorisation-pending',
      });
      await app.db
        .updateTable('users')
        .set({ guardian_consented_at: new Date().toISOString() })
        .where('id', '=', valeria)
        .execute();
      expect((await get(activity.id)).json()).toMatchObject({ canSubscribe: true, blockedReason: null });
    } finally {
      await app.db.updateTable('users').set(original).where('id', '=', valeria).execute();
    }
  });

  it.each(['draft', 'cancelled', 'finished'])(
    'answers 404 for a %s activity the volunteer never took part in',
    async (status) => {
      const activity = await insertActivity(app, tenantA, coordinator, {
        name: `Oculta ${status}`,
        status,
        interventions: [{ date: dayFromToday(5) }],
      });
      const response = await get(activity.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not-found');
    },
  );

  it('shows a finished activity the volunteer took part in (their history), closed to subscriptions', async () => {
    const activity = await insertActivity(app, tenantA, coordinator, {
      name: 'Finalizada con historia',
      status: 'finished',
      interventions: [{ date: dayFromToday(-30) }],
    });
    await insertParticipant(app, tenantA, activity.interventions[0], valeria);
    const response = await get(activity.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().interventions[0]).toMatchObject({
      subscribed: true,
      completed: true,
      open: false,
    });
  });

  it("answers 404 for another tenant's activity, and for an unknown one", async () => {
    const adminB = await userIdOf(app, 'admin@otra.example.org');
    const activity = await insertActivity(app, tenantB, adminB, {
      name: 'Solo de B',
      interventions: [{ date: dayFromToday(3) }],
    });
    const response = await get(activity.id);
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain('Solo de B');
    expect((await get(999_999)).statusCode).toBe(404);
  });

  it('answers 400 to an id that is not a number, 401 without a session and 403 to staff', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/available_activities/abc', headers: volunteer });
    expect(bad.statusCode).toBe(400);
    const activity = await insertActivity(app, tenantA, coordinator, {
      name: 'Visible',
      interventions: [{ date: dayFromToday(3) }],
    });
    expect((await get(activity.id, { host: 'localhost' })).statusCode).toBe(401);
    expect((await get(activity.id, await authAs(app, ROLE_ACCOUNTS.employee))).statusCode).toBe(403);
    expect((await get(activity.id, await authAs(app, ROLE_ACCOUNTS.partner))).statusCode).toBe(403);
  });
});
