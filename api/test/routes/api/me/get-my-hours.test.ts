import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  dayFrom,
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
  tokenHeaders,
} from '../../../helpers/interventions';
import { addParticipant } from '../participants/participant-fixtures';
import { participantIri, saveSheet } from '../attendance/attendance-fixtures';
import { authAs, DEMO_HOST, OTHER_HOST, ROLE_ACCOUNTS, tenantIdOf } from '../volunteers/volunteer-fixtures';

// A volunteer's own hours (docs/adr/0072-attendance-and-hours.md): the sessions they attended, newest first, and
// the minutes of all of them, within a period when asked.
let app: FastifyInstance;
let coordinator: Record<string, string>;
let tenant: number;
let volunteerId: number;
let volunteer: Record<string, string>;
let other: Record<string, string>;

/** A held session of the activity the volunteer attended (or missed) with the minutes recorded. */
async function heldSession(
  activity: number,
  daysAgo: number,
  attendance: 'attended' | 'absent',
  minutes?: number,
  name: string | null = null,
) {
  const intervention = await insertIntervention(app, tenant, activity, {
    date: dayFrom(30 + daysAgo),
    scheduleStart: '10:00',
    scheduleEnd: '12:00',
  });
  if (name) await app.db.updateTable('interventions').set({ name }).where('id', '=', intervention).execute();
  const participant = (
    await addParticipant(app, coordinator, intervention, `/api/volunteers/${volunteerId}`)
  ).json().id as number;
  await app.db
    .updateTable('interventions')
    .set({ date: dayFrom(-daysAgo) })
    .where('id', '=', intervention)
    .execute();
  const saved = await saveSheet(app, coordinator, intervention, [
    { participant: participantIri(intervention, participant), attendance, minutes },
  ]);
  expect(saved.statusCode).toBe(200);
  return intervention;
}

beforeAll(async () => {
  app = await buildTestApp();
  tenant = await tenantIdOf(app, DEMO_HOST);
  coordinator = await authAs(app, 'coordinacion@demo.example.org');
  [volunteerId] = await insertActiveVolunteers(app, tenant, 1);
  volunteer = await tokenHeaders(app, volunteerId, DEMO_HOST);
  const [otherId] = await insertActiveVolunteers(app, tenant, 1);
  other = await tokenHeaders(app, otherId, DEMO_HOST);
});
afterAll(() => app.close());

const hours = (query = '', headers = volunteer) =>
  app.inject({ method: 'GET', url: `/api/me/hours${query}`, headers });

describe('GET /api/me/hours', () => {
  let reading: number;
  let garden: number;
  let recent: number;
  let older: number;
  beforeAll(async () => {
    reading = await insertActivity(app, tenant, { name: 'Lectura en voz alta' });
    garden = await insertActivity(app, tenant, { name: 'Huerto urbano' });
    recent = await heldSession(reading, 3, 'attended', undefined, 'Sesión de bienvenida');
    older = await heldSession(garden, 40, 'attended', 45);
    await heldSession(reading, 10, 'absent');
  });

  it('answers the attended sessions newest first with their minutes, and the total', async () => {
    const response = await hours();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      '@id': '/api/me/hours',
      '@type': 'Collection',
      totalItems: 2,
      totalMinutes: 165,
    });
    expect(body.member).toEqual([
      expect.objectContaining({
        '@id': `/api/interventions/${recent}`,
        name: 'Sesión de bienvenida',
        date: dayFrom(-3),
        minutes: 120,
        activity: expect.objectContaining({ name: 'Lectura en voz alta' }),
      }),
      expect.objectContaining({
        '@id': `/api/interventions/${older}`,
        name: null,
        minutes: 45,
        activity: expect.objectContaining({ name: 'Huerto urbano' }),
      }),
    ]);
  });

  it('counts only the period asked for, both ends included', async () => {
    const lastMonth = (await hours(`?from=${dayFrom(-30)}&to=${dayFrom(-3)}`)).json();
    expect([lastMonth.totalItems, lastMonth.totalMinutes]).toEqual([1, 120]);
    const before = (await hours(`?to=${dayFrom(-4)}`)).json();
    expect([before.totalItems, before.totalMinutes]).toEqual([1, 45]);
    const nothing = (await hours(`?from=${dayFrom(1)}`)).json();
    expect([nothing.totalItems, nothing.totalMinutes, nothing.member]).toEqual([0, 0, []]);
  });

  it("keeps the total over every page, and shows nobody else's hours", async () => {
    const page = (await hours('?itemsPerPage=1&page=2')).json();
    expect([page.member.length, page.totalMinutes, page.totalItems]).toEqual([1, 165, 2]);
    const theirs = (await hours('', other)).json();
    expect([theirs.totalItems, theirs.totalMinutes]).toEqual([0, 0]);
  });

  it('refuses a bad day with 400, staff with 403 and no session with 401', async () => {
    expect((await hours('?from=mañana')).statusCode).toBe(400);
    const staff = await authAs(app, 'coordinacion@demo.example.org');
    expect((await hours('', staff)).statusCode).toBe(403);
    expect((await hours('', { host: DEMO_HOST })).statusCode).toBe(401);
  });

  it("shows a volunteer of another tenant none of this tenant's hours", async () => {
    const tenantB = await tenantIdOf(app, OTHER_HOST);
    const [outsider] = await insertActiveVolunteers(app, tenantB, 1);
    const theirs = (await hours('', await tokenHeaders(app, outsider, OTHER_HOST))).json();
    expect([theirs.totalItems, theirs.totalMinutes]).toEqual([0, 0]);
    // A volunteer's token on the other tenant's host answers 404, as every cross-tenant request does.
    const demo = await authAs(app, ROLE_ACCOUNTS.volunteer);
    const crossed = await hours('', { ...demo, host: OTHER_HOST });
    expect([crossed.statusCode, crossed.json().error]).toEqual([404, 'not-found']);
  });
});
