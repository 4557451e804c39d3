import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isPostgres, nowIso } from '../../../../src/db/database';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  dayFrom,
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
  insertPlace,
  tokenHeaders,
} from '../../../helpers/interventions';
import { authAs, DEMO_HOST, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';

// The calendar of sessions: a tenant's interventions by a range of days, for staff (with filters, the volunteers
// still needed and a place's conflicts) and for a volunteer (their own and the open ones).

let app: FastifyInstance;
let tenantA: number;
let tenantB: number;
let staff: Record<string, string>;
let day: string;
let place: number;
let otherPlace: number;
let activity: number;
let secondActivity: number;
let drafted: number;
let sessions: Record<'morning' | 'overlapping' | 'late' | 'elsewhere' | 'other' | 'draft', number>;

const get = (headers: Record<string, string>, url: string) => app.inject({ method: 'GET', url, headers });

const addVolunteer = async (interventionId: number, userId: number, status = 'confirmed') =>
  app.db
    .insertInto('intervention_participants')
    .values({
      tenant_id: tenantA,
      intervention_id: interventionId,
      role: 'volunteer',
      user_id: userId,
      beneficiary_id: null,
      status,
      source: 'self',
      added_by_id: null,
      created_at: nowIso(),
      confirmed_at: status === 'confirmed' ? nowIso() : null,
      attendance: null,
      attended_minutes: null,
      attendance_recorded_by_id: null,
      attendance_recorded_at: null,
    })
    .execute();

const weekdayOf = (date: string) =>
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
    new Date(`${date}T12:00:00Z`).getUTCDay()
  ];

beforeAll(async () => {
  app = await buildTestApp();
  tenantA = await tenantIdOf(app, DEMO_HOST);
  tenantB = await tenantIdOf(app, OTHER_HOST);
  staff = await authAs(app, 'tecnica@demo.example.org');
  day = dayFrom(20);
  place = await insertPlace(app, tenantA, { name: 'Aula Norte', address: 'Calle Mayor 1' });
  otherPlace = await insertPlace(app, tenantA, { name: 'Aula Sur', address: 'Calle Mayor 2' });
  // The place opens 09:00–14:00 on the session's weekday only.
  await app.db
    .insertInto('place_schedules')
    .values({
      tenant_id: tenantA,
      place_id: place,
      weekday: weekdayOf(day),
      start_time: '09:00',
      end_time: '14:00',
    })
    .execute();
  activity = await insertActivity(app, tenantA, { name: 'Huerto urbano' });
  secondActivity = await insertActivity(app, tenantA, { name: 'Lectura fácil' });
  drafted = await insertActivity(app, tenantA, { name: 'Borrador', status: 'draft' });
  const at = (start: string, end: string, placeId: number | null, date = day) => ({
    date,
    scheduleStart: start,
    scheduleEnd: end,
    placeId,
  });
  sessions = {
    morning: await insertIntervention(app, tenantA, activity, at('10:00', '12:00', place)),
    overlapping: await insertIntervention(app, tenantA, secondActivity, at('11:00', '13:00', place)),
    late: await insertIntervention(app, tenantA, activity, at('17:00', '19:00', place, dayFrom(21))),
    elsewhere: await insertIntervention(app, tenantA, secondActivity, at('10:00', '11:00', otherPlace)),
    other: await insertIntervention(app, tenantA, activity, at('10:00', '11:00', null, dayFrom(80))),
    draft: await insertIntervention(app, tenantA, drafted, at('09:00', '10:00', null)),
  };
  await app.db
    .updateTable('interventions')
    .set({ min_volunteers: 3 })
    .where('id', '=', sessions.morning)
    .execute();
  // Tenant B's session on the same day never shows in A's calendar.
  await insertIntervention(app, tenantB, await insertActivity(app, tenantB), at('10:00', '12:00', null));
});
afterAll(() => app.close());

const period = () => `from=${dayFrom(14)}&to=${dayFrom(27)}`;

describe('GET /api/calendar', () => {
  it("lists the period's sessions by day and time, with what each still needs and its place's conflicts", async () => {
    const [volunteer] = await insertActiveVolunteers(app, tenantA, 1);
    await addVolunteer(sessions.morning, volunteer);
    const response = await get(staff, `/api/calendar?${period()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.from).toBe(dayFrom(14));
    expect(body.placeSchedule).toBeNull();
    const ids = body.member.map((member: { id: number }) => member.id);
    expect(ids).toEqual([
      sessions.draft,
      sessions.morning,
      sessions.elsewhere,
      sessions.overlapping,
      sessions.late,
    ]);
    const morning = body.member.find((member: { id: number }) => member.id === sessions.morning);
    expect(morning).toMatchObject({
      '@id': `/api/interventions/${sessions.morning}`,
      date: day,
      scheduleStart: '10:00',
      scheduleEnd: '12:00',
      activity: { '@id': `/api/activities/${activity}`, name: 'Huerto urbano' },
      place: { '@id': `/api/places/${place}`, name: 'Aula Norte' },
      volunteers: 1,
      missingVolunteers: 2,
      conflicts: ['place-double-booked'],
    });
    const conflictsOf = (id: number) =>
      body.member.find((member: { id: number }) => member.id === id).conflicts;
    expect(conflictsOf(sessions.overlapping)).toEqual(['place-double-booked']);
    expect(conflictsOf(sessions.late)).toEqual(['outside-place-hours']);
    expect(conflictsOf(sessions.elsewhere)).toEqual([]);
  });

  it("narrows by activity, by place (with the place's schedule) and by coordinator", async () => {
    const byActivity = (
      await get(staff, `/api/calendar?${period()}&activity=/api/activities/${secondActivity}`)
    ).json();
    expect(byActivity.member.map((member: { id: number }) => member.id)).toEqual([
      sessions.elsewhere,
      sessions.overlapping,
    ]);
    const byPlace = (await get(staff, `/api/calendar?${period()}&place=${place}`)).json();
    expect(byPlace.member.map((member: { id: number }) => member.id)).toEqual([
      sessions.morning,
      sessions.overlapping,
      sessions.late,
    ]);
    expect(byPlace.placeSchedule).toEqual([{ weekday: weekdayOf(day), start: '09:00', end: '14:00' }]);
    const mine = (
      await get(
        await authAs(app, 'coordinacion@demo.example.org'),
        `/api/calendar?${period()}&coordinator=me`,
      )
    ).json();
    expect(mine.member).toEqual([]);
  });

  it.each([
    ['no days', ''],
    ['a day that does not exist', 'from=2031-02-30&to=2031-03-05'],
    ['a day written otherwise', 'from=05/03/2031&to=2031-03-05'],
    ['the end before the start', 'from=2031-03-05&to=2031-03-04'],
    ['more than 62 days', 'from=2031-01-01&to=2031-03-04'],
  ])('answers 400 with the translated reason to %s', async (_title, query) => {
    const response = await get(staff, `/api/calendar?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('bad-request');
    expect(response.json().violations?.length ?? 0).toBeGreaterThan(0);
  });

  it('names the reason of a bad period', async () => {
    const tooLong = (await get(staff, '/api/calendar?from=2031-01-01&to=2031-03-04')).json();
    expect(tooLong.violations).toEqual([
      { propertyPath: 'to', message: 'period-too-long', params: { max: 62 } },
    ]);
    const backwards = (await get(staff, '/api/calendar?from=2031-03-05&to=2031-03-04')).json();
    expect(backwards.violations).toEqual([{ propertyPath: 'to', message: 'date-start-after-date-end' }]);
  });

  it("answers 404 to another tenant's activity or place as a filter, and shows none of its sessions", async () => {
    const adminB = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    expect((await get(adminB, `/api/calendar?${period()}&activity=${activity}`)).statusCode).toBe(404);
    expect((await get(adminB, `/api/calendar?${period()}&place=${place}`)).statusCode).toBe(404);
    const listed = (await get(adminB, `/api/calendar?${period()}`)).json();
    expect(listed.member.map((member: { activity: { name: string } }) => member.activity.name)).not.toContain(
      'Huerto urbano',
    );
    expect(listed.member).toHaveLength(1);
  });

  it('is for staff: a volunteer answers 403', async () => {
    const volunteer = await authAs(app, 'voluntaria@demo.example.org');
    expect((await get(volunteer, `/api/calendar?${period()}`)).statusCode).toBe(403);
  });
});

describe('GET /api/me/calendar', () => {
  it('gives the volunteer their own sessions and the open ones, never a draft activity', async () => {
    const [volunteer] = await insertActiveVolunteers(app, tenantA, 1);
    await addVolunteer(sessions.late, volunteer, 'pending');
    const headers = await tokenHeaders(app, volunteer, DEMO_HOST);
    const response = await get(headers, `/api/me/calendar?${period()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.member.map((member: { id: number }) => member.id)).toEqual([
      sessions.morning,
      sessions.elsewhere,
      sessions.overlapping,
      sessions.late,
    ]);
    const late = body.member.find((member: { id: number }) => member.id === sessions.late);
    expect(late).toMatchObject({
      participation: 'pending',
      open: true,
      activity: { '@id': `/api/available_activities/${activity}` },
    });
    expect(
      body.member.find((member: { id: number }) => member.id === sessions.morning).participation,
    ).toBeNull();
  });

  it('keeps a held session the volunteer took part in, no longer open; held ones of others are gone', async () => {
    const [volunteer] = await insertActiveVolunteers(app, tenantA, 1);
    const held = await insertIntervention(app, tenantA, activity, { date: dayFrom(-3) });
    const notMine = await insertIntervention(app, tenantA, secondActivity, { date: dayFrom(-3) });
    await addVolunteer(held, volunteer);
    const headers = await tokenHeaders(app, volunteer, DEMO_HOST);
    const body = (await get(headers, `/api/me/calendar?from=${dayFrom(-5)}&to=${dayFrom(-1)}`)).json();
    expect(body.member).toEqual([
      expect.objectContaining({ id: held, participation: 'confirmed', open: false }),
    ]);
    expect(body.member.map((member: { id: number }) => member.id)).not.toContain(notMine);
  });

  it('counts a place offered to the first of the waiting list as taken', async () => {
    const [volunteer, participant, waiting] = await insertActiveVolunteers(app, tenantA, 3);
    const session = await insertIntervention(app, tenantA, activity, { date: dayFrom(40), maxVolunteers: 2 });
    await addVolunteer(session, participant!);
    const headers = await tokenHeaders(app, volunteer!, DEMO_HOST);
    const freePlaces = async () =>
      (await get(headers, `/api/me/calendar?from=${dayFrom(39)}&to=${dayFrom(41)}`))
        .json()
        .member.find((member: { id: number }) => member.id === session).freePlaces;
    expect(await freePlaces()).toBe(1);
    await app.db
      .insertInto('waiting_list_entries')
      .values({
        tenant_id: tenantA,
        intervention_id: session,
        user_id: waiting!,
        created_at: nowIso(),
        offered_at: nowIso(),
        offer_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    expect(await freePlaces()).toBe(0);
  });

  it('answers 400 to a bad period and 403 to staff', async () => {
    const volunteer = await authAs(app, 'voluntaria@demo.example.org');
    const response = await get(volunteer, '/api/me/calendar?from=2031-01-01&to=2031-06-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      { propertyPath: 'to', message: 'period-too-long', params: { max: 62 } },
    ]);
    expect((await get(staff, `/api/me/calendar?${period()}`)).statusCode).toBe(403);
  });
});

describe('the calendar query on 10,000 sessions', () => {
  it("reads a tenant's range of days through the (tenant, date) index, on either database", async () => {
    const values = Array.from({ length: 10_000 }, (_, index) => ({
      tenant_id: tenantA,
      activity_id: index % 2 ? activity : secondActivity,
      name: null,
      date: dayFrom(-1000 + Math.floor(index / 5)),
      schedule_start: '10:00',
      schedule_end: '11:00',
      place_id: null,
      format: 'onsite',
      min_volunteers: 0,
      max_volunteers: 5,
      min_employees: 0,
      max_employees: 0,
      min_beneficiaries: 0,
      max_beneficiaries: 0,
      observations: null,
      created_at: nowIso(),
      updated_at: nowIso(),
    }));
    for (let index = 0; index < values.length; index += 500) {
      await app.db
        .insertInto('interventions')
        .values(values.slice(index, index + 500))
        .execute();
    }
    const range = `'${dayFrom(-700)}' and '${dayFrom(-640)}'`;
    const query = `select interventions.id from interventions inner join activities on activities.id = interventions.activity_id where interventions.tenant_id = ${tenantA} and interventions.date between ${range} and activities.status != 'cancelled' order by interventions.date, interventions.schedule_start`;
    let plan: string;
    if (isPostgres(app.db)) {
      await sql`analyze interventions`.execute(app.db);
      await sql`analyze activities`.execute(app.db);
      const rows = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(app.db);
      plan = rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    } else {
      await sql`analyze`.execute(app.db);
      const rows = await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(app.db);
      plan = rows.rows.map((row) => row.detail).join('\n');
    }
    expect(plan).toContain('interventions_tenant_date_idx');
    // And the answer reads only the range: 61 days of 5 sessions (the period's own days included).
    const body = (await get(staff, `/api/calendar?from=${dayFrom(-700)}&to=${dayFrom(-640)}`)).json();
    expect(body.totalItems).toBe(305);
  });
});
