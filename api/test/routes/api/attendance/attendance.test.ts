import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  dayFrom,
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
} from '../../../helpers/interventions';
import { addParticipant, insertBeneficiary, userIdOf } from '../participants/participant-fixtures';
import {
  attendanceRows,
  authAs,
  DEMO_HOST,
  participantIri,
  readSheet,
  saveSheet,
  tenantIdOf,
} from './attendance-fixtures';

// Staff mark who came to a session and the volunteers' minutes (docs/adr/0072-attendance-and-hours.md).
let app: FastifyInstance;
let coordinator: Record<string, string>;
let tenant: number;
let activity: number;

beforeAll(async () => {
  app = await buildTestApp();
  coordinator = await authAs(app, 'coordinacion@demo.example.org');
  tenant = await tenantIdOf(app, DEMO_HOST);
  activity = await insertActivity(app, tenant, { name: 'Taller de lectura fácil', status: 'in_progress' });
});
afterAll(() => app.close());

/** A session with a volunteer, an employee, an adult beneficiary and a minor waiting for the tutor. */
async function sessionWithPeople(date = dayFrom(-1), scheduleStart = '17:00', scheduleEnd = '19:30') {
  // People are added while the session is ahead (a held one accepts nobody); then it moves to its day.
  const intervention = await insertIntervention(app, tenant, activity, {
    date: dayFrom(30),
    scheduleStart,
    scheduleEnd,
  });
  const [volunteerId] = await insertActiveVolunteers(app, tenant, 1, { name: 'Alba' });
  const employeeId = await userIdOf(app, 'tecnica@demo.example.org');
  const adult = await insertBeneficiary(app, tenant, { name: 'Rosa', birthday: '1970-01-01' });
  const minor = await insertBeneficiary(app, tenant, { name: 'Hugo' });
  const add = async (person: string) =>
    (await addParticipant(app, coordinator, intervention, person)).json().id as number;
  const ids = {
    volunteer: await add(`/api/volunteers/${volunteerId}`),
    employee: await add(`/api/employees/${employeeId}`),
    adult: await add(`/api/beneficiaries/${adult}`),
    minor: await add(`/api/beneficiaries/${minor}`),
  };
  await app.db.updateTable('interventions').set({ date }).where('id', '=', intervention).execute();
  const iri = (key: keyof typeof ids) => participantIri(intervention, ids[key]);
  return { intervention, ids, iri, volunteerId };
}

describe('the attendance sheet', () => {
  it('lists the confirmed participants with their role, name, mark and default minutes', async () => {
    const { intervention, ids } = await sessionWithPeople();
    const response = await readSheet(app, coordinator, intervention);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      '@id': `/api/interventions/${intervention}/attendance`,
      '@type': 'AttendanceSheet',
      intervention: {
        '@id': `/api/interventions/${intervention}`,
        scheduleStart: '17:00',
        scheduleEnd: '19:30',
      },
      started: true,
      defaultMinutes: 150,
      totalItems: 3,
    });
    // The minor waiting for the tutor's consent took no part: not on the sheet.
    expect(body.member.map((line: { id: number }) => line.id)).toEqual([
      ids.volunteer,
      ids.employee,
      ids.adult,
    ]);
    expect(body.member[0]).toMatchObject({
      '@id': participantIri(intervention, ids.volunteer),
      role: 'volunteer',
      person: { '@type': 'Volunteer', name: 'Alba' },
      attendance: null,
      minutes: null,
      defaultMinutes: 150,
      recordedBy: null,
    });
    expect(body.member[1]).toMatchObject({ role: 'employee', defaultMinutes: null });
    expect(body.member[2]).toMatchObject({ role: 'beneficiary', person: { name: 'Rosa' } });
  });

  it("says a session ahead has not started, in Spain's clock", async () => {
    const { intervention } = await sessionWithPeople(dayFrom(3));
    expect((await readSheet(app, coordinator, intervention)).json().started).toBe(false);
  });

  it('answers 404 for an intervention that does not exist and 401 without a session', async () => {
    expect((await readSheet(app, coordinator, 999999)).statusCode).toBe(404);
    const { intervention } = await sessionWithPeople();
    expect((await readSheet(app, { host: DEMO_HOST }, intervention)).statusCode).toBe(401);
  });
});

describe('saving the attendance', () => {
  it('records attended and absent, the minutes given, who recorded it and when; the default is the length', async () => {
    const { intervention, ids, iri } = await sessionWithPeople();
    const coordinatorId = await userIdOf(app, 'coordinacion@demo.example.org');
    const saved = await saveSheet(app, coordinator, intervention, [
      { participant: iri('volunteer'), attendance: 'attended' },
      { participant: iri('employee'), attendance: 'attended' },
      { participant: iri('adult'), attendance: 'absent' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(
      saved
        .json()
        .member.map((line: { attendance: string; minutes: number | null }) => [
          line.attendance,
          line.minutes,
        ]),
    ).toEqual([
      ['attended', 150],
      ['attended', null],
      ['absent', null],
    ]);
    expect(saved.json().member[0].recordedBy).toMatchObject({ '@id': `/api/users/${coordinatorId}` });
    const rows = await attendanceRows(app, intervention);
    expect(rows.find((row) => row.id === ids.volunteer)).toMatchObject({
      attendance: 'attended',
      attended_minutes: 150,
      attendance_recorded_by_id: coordinatorId,
    });
    expect(rows.find((row) => row.id === ids.volunteer)!.attendance_recorded_at).toEqual(expect.any(String));
    expect(rows.find((row) => row.id === ids.minor)).toMatchObject({ attendance: null });
  });

  it('keeps the lines not sent, takes other minutes, and clears a mark with null', async () => {
    const { intervention, ids, iri } = await sessionWithPeople();
    await saveSheet(app, coordinator, intervention, [
      { participant: iri('volunteer'), attendance: 'attended', minutes: 90 },
      { participant: iri('adult'), attendance: 'attended' },
    ]);
    await saveSheet(app, coordinator, intervention, [
      { participant: iri('volunteer'), attendance: 'attended', minutes: 200 },
    ]);
    let rows = await attendanceRows(app, intervention);
    expect(rows.find((row) => row.id === ids.volunteer)!.attended_minutes).toBe(200);
    expect(rows.find((row) => row.id === ids.adult)!.attendance).toBe('attended');
    await saveSheet(app, coordinator, intervention, [
      { participant: iri('volunteer'), attendance: 'absent' },
    ]);
    await saveSheet(app, coordinator, intervention, [{ participant: iri('adult'), attendance: null }]);
    rows = await attendanceRows(app, intervention);
    expect(rows.find((row) => row.id === ids.volunteer)).toMatchObject({
      attendance: 'absent',
      attended_minutes: null,
    });
    expect(rows.find((row) => row.id === ids.adult)).toMatchObject({
      attendance: null,
      attendance_recorded_by_id: null,
      attendance_recorded_at: null,
    });
  });

  it('can be recorded during the session, from its start', async () => {
    // A session that started a minute ago today, whatever the hour (Spain's clock).
    const { wallClockTime, calendarDay } = await import('@enlace/shared/domain');
    const now = new Date();
    const start = wallClockTime(new Date(now.getTime() - 60_000));
    if (calendarDay(new Date(now.getTime() - 60_000)) !== calendarDay(now) || start >= '23:58') return;
    const { intervention, iri } = await sessionWithPeople(calendarDay(now), start, '23:59');
    const saved = await saveSheet(app, coordinator, intervention, [
      { participant: iri('employee'), attendance: 'attended' },
    ]);
    expect(saved.statusCode).toBe(200);
  });

  it('refuses a session that has not started with 409 intervention-not-started-yet, and records nothing', async () => {
    const { intervention, iri } = await sessionWithPeople(dayFrom(2));
    const before = await attendanceRows(app, intervention);
    const refused = await saveSheet(app, coordinator, intervention, [
      { participant: iri('volunteer'), attendance: 'attended' },
    ]);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'intervention-not-started-yet']);
    expect(await attendanceRows(app, intervention)).toEqual(before);
  });

  it('answers 422 with every violation and changes nothing', async () => {
    const { intervention, iri } = await sessionWithPeople();
    await saveSheet(app, coordinator, intervention, [{ participant: iri('adult'), attendance: 'absent' }]);
    const before = await attendanceRows(app, intervention);
    const refused = await saveSheet(app, coordinator, intervention, [
      { participant: iri('adult'), attendance: 'attended' },
      { participant: iri('volunteer'), attendance: 'attended', minutes: 1441 },
      { participant: iri('employee'), attendance: 'attended', minutes: 60 },
      { participant: iri('minor'), attendance: 'attended' },
      { participant: '/api/interventions/1/participants/999999', attendance: 'absent' },
      { participant: iri('volunteer'), attendance: 'maybe', minutes: '90' },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations).toEqual([
      { propertyPath: 'entries[1].participant', message: 'attendance-participant-repeated' },
      { propertyPath: 'entries[1].minutes', message: 'field-max-value', params: { max: 1440 } },
      { propertyPath: 'entries[2].minutes', message: 'attendance-minutes-volunteers-only' },
      { propertyPath: 'entries[3].participant', message: 'attendance-participant-not-confirmed' },
      { propertyPath: 'entries[4].participant', message: 'field-not-valid-option' },
      { propertyPath: 'entries[5].participant', message: 'attendance-participant-repeated' },
      { propertyPath: 'entries[5].attendance', message: 'field-not-valid-option' },
      { propertyPath: 'entries[5].minutes', message: 'field-not-valid-type' },
    ]);
    expect(await attendanceRows(app, intervention)).toEqual(before);
    const empty = await saveSheet(app, coordinator, intervention, []);
    expect(empty.json().violations).toEqual([{ propertyPath: 'entries', message: 'field-not-blank' }]);
  });

  it("does not take another intervention's participant", async () => {
    const first = await sessionWithPeople();
    const second = await sessionWithPeople();
    const refused = await saveSheet(app, coordinator, second.intervention, [
      { participant: first.iri('volunteer'), attendance: 'attended' },
    ]);
    expect(refused.json().violations).toEqual([
      { propertyPath: 'entries[0].participant', message: 'field-not-valid-option' },
    ]);
  });

  it('answers 404 for an intervention that does not exist and 401 without a session', async () => {
    expect((await saveSheet(app, coordinator, 999999, [])).statusCode).toBe(404);
    const { intervention, iri } = await sessionWithPeople();
    const anonymous = await saveSheet(app, { host: DEMO_HOST }, intervention, [
      { participant: iri('volunteer'), attendance: 'attended' },
    ]);
    expect(anonymous.statusCode).toBe(401);
    expect((await attendanceRows(app, intervention)).every((row) => row.attendance === null)).toBe(true);
  });
});
