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
let coordinator: number;
let valeria: number;
let volunteer: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  tenantA = await tenantIdOf(app, 'localhost');
  await clearActivities(app, tenantA);
  coordinator = await userIdOf(app, 'coordinacion@demo.example.org');
  valeria = await userIdOf(app, ROLE_ACCOUNTS.volunteer);
  volunteer = await authAs(app, ROLE_ACCOUNTS.volunteer);
});
afterAll(() => app.close());
afterEach(() => clearActivities(app, tenantA));

const mine = (query: string, headers = volunteer) =>
  app.inject({ method: 'GET', url: `/api/me/interventions${query}`, headers });
const ids = (body: { member: Array<{ id: number }> }) => body.member.map((member) => member.id);

describe('GET /api/me/interventions', () => {
  it('answers the upcoming participations soonest first, and the past ones latest first', async () => {
    const pablo = await userIdOf(app, 'pendiente@demo.example.org');
    const taller = await insertActivity(app, tenantA, coordinator, {
      name: 'Taller de móviles',
      interventions: [
        { date: dayFromToday(8) },
        { date: dayFromToday(2) },
        { date: dayFromToday(-5) },
        { date: dayFromToday(-1) },
        { date: dayFromToday(4) },
      ],
    });
    const [in8, in2, ago5, ago1, notMine] = taller.interventions;
    // A future intervention of a cancelled activity will not be held: it is no longer upcoming.
    const cancelled = await insertActivity(app, tenantA, coordinator, {
      name: 'Cancelada',
      status: 'cancelled',
      interventions: [{ date: dayFromToday(6) }],
    });
    for (const id of [in8, in2, ago5, ago1, cancelled.interventions[0]]) {
      await insertParticipant(app, tenantA, id, valeria);
    }
    await insertParticipant(app, tenantA, notMine, pablo);
    // As staff (not a volunteer's place), it is not among the volunteer's activities.
    await insertParticipant(app, tenantA, notMine, coordinator, { role: 'employee' });

    const upcoming = await mine('?when=upcoming');
    expect(upcoming.statusCode).toBe(200);
    const upcomingBody = upcoming.json();
    expect(upcomingBody.totalItems).toBe(2);
    expect(ids(upcomingBody)).toEqual([in2, in8]);
    expect(upcomingBody.member[0]).toEqual({
      '@id': `/api/interventions/${in2}`,
      '@type': 'Intervention',
      id: in2,
      date: dayFromToday(2),
      scheduleStart: '10:00',
      scheduleEnd: '12:00',
      place: null,
      activity: { '@id': `/api/available_activities/${taller.id}`, id: taller.id, name: 'Taller de móviles' },
    });
    // Upcoming is the default.
    expect(ids((await mine('')).json())).toEqual([in2, in8]);

    const past = (await mine('?when=past')).json();
    expect(ids(past)).toEqual([cancelled.interventions[0], ago1, ago5]);
  });

  it('pages by twenty', async () => {
    const activity = await insertActivity(app, tenantA, coordinator, {
      name: 'Muchas sesiones',
      interventions: Array.from({ length: 22 }, (_, index) => ({ date: dayFromToday(index + 1) })),
    });
    for (const id of activity.interventions) await insertParticipant(app, tenantA, id, valeria);
    const first = (await mine('?when=upcoming')).json();
    expect(first).toMatchObject({ totalItems: 22 });
    expect(first.member).toHaveLength(20);
    const second = (await mine('?when=upcoming&page=2')).json();
    expect(ids(second)).toEqual(activity.interventions.slice(20));
  });

  it('answers an empty list to a volunteer with no participations', async () => {
    expect((await mine('?when=past')).json()).toMatchObject({ totalItems: 0, member: [] });
  });

  it("never shows another tenant's participations, nor another volunteer's", async () => {
    const tenantB = await tenantIdOf(app, OTHER_HOST);
    const adminB = await userIdOf(app, 'admin@otra.example.org');
    const activity = await insertActivity(app, tenantB, adminB, {
      name: 'Solo de B',
      interventions: [{ date: dayFromToday(3) }],
    });
    // Even a row of B that names A's volunteer never shows in A.
    await insertParticipant(app, tenantB, activity.interventions[0], valeria);
    expect((await mine('?when=upcoming')).json()).toMatchObject({ totalItems: 0 });
    await clearActivities(app, tenantB);
  });

  it('answers 400 to an unknown when, 401 without a session and 403 to staff and partners', async () => {
    expect((await mine('?when=tomorrow')).statusCode).toBe(400);
    expect((await mine('', { host: 'localhost' })).statusCode).toBe(401);
    expect((await mine('', await authAs(app, ROLE_ACCOUNTS.coordinator))).statusCode).toBe(403);
    expect((await mine('', await authAs(app, ROLE_ACCOUNTS.partner))).statusCode).toBe(403);
  });
});
