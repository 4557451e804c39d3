import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../../src/db/database';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  dayFrom,
  insertActiveVolunteers,
  insertActivity,
  insertIntervention,
} from '../../../helpers/interventions';
import { insertBeneficiary } from '../participants/participant-fixtures';
import {
  authAs,
  DEMO_HOST,
  insertVolunteers,
  OTHER_HOST,
  ROLE_ACCOUNTS,
  tenantIdOf,
} from '../volunteers/volunteer-fixtures';

// The intranet home's figures (GET /api/dashboard): every staff member reads them, each organisation its own.
let app: FastifyInstance;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
let demoTenant: number;
let otherTenant: number;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, ROLE_ACCOUNTS.administrator);
  otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  demoTenant = await tenantIdOf(app, DEMO_HOST);
  otherTenant = await tenantIdOf(app, OTHER_HOST);
});
afterAll(() => app.close());

const dashboard = (headers: Record<string, string>, query = '') =>
  app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers });

interface StoredParticipant {
  role?: 'volunteer' | 'employee' | 'beneficiary';
  userId?: number | null;
  beneficiaryId?: number | null;
  status?: 'confirmed' | 'pending' | 'declined';
  attendance?: 'attended' | 'absent' | null;
  minutes?: number | null;
}

async function insertParticipants(tenantId: number, interventionId: number, people: StoredParticipant[]) {
  for (const person of people) {
    await app.db
      .insertInto('intervention_participants')
      .values({
        tenant_id: tenantId,
        intervention_id: interventionId,
        role: person.role ?? 'volunteer',
        user_id: person.userId ?? null,
        beneficiary_id: person.beneficiaryId ?? null,
        status: person.status ?? 'confirmed',
        source: 'staff',
        added_by_id: null,
        created_at: nowIso(),
        confirmed_at: person.status === 'pending' ? null : nowIso(),
        attendance: person.attendance ?? null,
        attended_minutes: person.minutes ?? null,
      })
      .execute();
  }
}

const setMinimums = (id: number, volunteers: number, employees: number) =>
  app.db
    .updateTable('interventions')
    .set({ min_volunteers: volunteers, min_employees: employees })
    .where('id', '=', id)
    .execute();

const setActivity = (
  id: number,
  values: { type?: string; date_start?: string; date_end?: string; status?: string },
) => app.db.updateTable('activities').set(values).where('id', '=', id).execute();

describe('GET /api/dashboard', () => {
  it('lets every staff role read it; volunteers and partner contacts get 403, anonymous callers 401', async () => {
    for (const account of ['administrator', 'employee', 'coordinator'] as const) {
      const response = await dashboard(await authAs(app, ROLE_ACCOUNTS[account]));
      expect(response.statusCode).toBe(200);
    }
    for (const account of ['volunteer', 'partner'] as const) {
      const response = await dashboard(await authAs(app, ROLE_ACCOUNTS[account]));
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('access-denied');
    }
    expect((await dashboard({ host: DEMO_HOST })).statusCode).toBe(401);
  });

  it('answers the last 30 days by default, as a JSON-LD resource', async () => {
    const response = await dashboard(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/Dashboard',
      '@id': `/api/dashboard?from=${dayFrom(-29)}&to=${dayFrom(0)}`,
      '@type': 'Dashboard',
      from: dayFrom(-29),
      to: dayFrom(0),
      upcomingTo: dayFrom(14),
    });
    expect(body.volunteersByStatus.map((row: { status: string }) => row.status)).toEqual([
      'pending',
      'validated',
      'inactive',
    ]);
  });

  it('counts volunteers by status, pending first, and only the organisation’s own', async () => {
    const before = (await dashboard(admin)).json().volunteersByStatus;
    await insertVolunteers(app, demoTenant, [
      { name: 'Ana', surname: 'Pendiente', email: 'dash-p1@example.org', status: 'pending' },
      { name: 'Bea', surname: 'Pendiente', email: 'dash-p2@example.org', status: 'pending' },
      { name: 'Clara', surname: 'Inactiva', email: 'dash-i1@example.org', status: 'inactive' },
    ]);
    await insertVolunteers(app, otherTenant, [
      { name: 'Dora', surname: 'Otra', email: 'dash-o1@example.org', status: 'pending' },
    ]);
    const after = (await dashboard(admin)).json().volunteersByStatus;
    expect(after).toEqual([
      { status: 'pending', count: before[0].count + 2 },
      { status: 'validated', count: before[1].count },
      { status: 'inactive', count: before[2].count + 1 },
    ]);
  });

  it('lists the coming sessions with fewer confirmed volunteers or employees than their minimum, and how many are missing', async () => {
    const activity = await insertActivity(app, demoTenant, { name: 'Reparto de alimentos' });
    const short = await insertIntervention(app, demoTenant, activity, { date: dayFrom(3) });
    const full = await insertIntervention(app, demoTenant, activity, { date: dayFrom(2) });
    const later = await insertIntervention(app, demoTenant, activity, { date: dayFrom(20) });
    const past = await insertIntervention(app, demoTenant, activity, { date: dayFrom(-2) });
    for (const id of [short, full, later, past]) await setMinimums(id, 3, 1);
    const volunteers = await insertActiveVolunteers(app, demoTenant, 3);
    // short: one confirmed volunteer, one pending one (does not count), no employee.
    await insertParticipants(demoTenant, short, [
      { userId: volunteers[0] },
      { userId: volunteers[1], status: 'pending' },
    ]);
    const [employee] = await app.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', demoTenant)
      .where('profile', '=', 'employee')
      .execute();
    await insertParticipants(demoTenant, full, [
      ...volunteers.map((userId) => ({ userId })),
      { role: 'employee', userId: employee.id },
    ]);
    // Another organisation's short session is not listed.
    const otherActivity = await insertActivity(app, otherTenant);
    const otherShort = await insertIntervention(app, otherTenant, otherActivity, { date: dayFrom(1) });
    await setMinimums(otherShort, 2, 0);

    const sessions = (await dashboard(admin)).json().sessionsNeedingPeople;
    const ids = sessions.map((session: { id: number }) => session.id);
    expect(ids).toContain(short);
    expect(ids).not.toContain(full);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(past);
    expect(ids).not.toContain(otherShort);
    expect(sessions.find((session: { id: number }) => session.id === short)).toEqual({
      '@id': `/api/interventions/${short}`,
      '@type': 'Intervention',
      id: short,
      name: null,
      date: dayFrom(3),
      scheduleStart: '17:00',
      scheduleEnd: '19:00',
      activity: {
        '@id': `/api/activities/${activity}`,
        '@type': 'Activity',
        id: activity,
        name: 'Reparto de alimentos',
      },
      missingVolunteers: 2,
      missingEmployees: 1,
    });
    // A cancelled activity's sessions need nobody.
    await setActivity(activity, { status: 'cancelled' });
    const afterCancel = (await dashboard(admin)).json().sessionsNeedingPeople;
    expect(afterCancel.map((session: { id: number }) => session.id)).not.toContain(short);
  });

  it('counts the minors whose place in a coming session waits for the tutor, each once, as the list it links to', async () => {
    const before = (await dashboard(admin)).json().minorsAwaitingConsent;
    const activity = await insertActivity(app, demoTenant);
    const coming = await insertIntervention(app, demoTenant, activity, { date: dayFrom(5) });
    const later = await insertIntervention(app, demoTenant, activity, { date: dayFrom(12) });
    const gone = await insertIntervention(app, demoTenant, activity, { date: dayFrom(-5) });
    const minors = [
      await insertBeneficiary(app, demoTenant, { name: 'Hugo' }),
      await insertBeneficiary(app, demoTenant, { name: 'Lucía' }),
      await insertBeneficiary(app, demoTenant, { name: 'Mario' }),
    ];
    await insertParticipants(demoTenant, coming, [
      { role: 'beneficiary', beneficiaryId: minors[0], status: 'pending' },
      { role: 'beneficiary', beneficiaryId: minors[1], status: 'pending' },
      { role: 'beneficiary', beneficiaryId: minors[2], status: 'confirmed' },
    ]);
    await insertParticipants(demoTenant, gone, [
      { role: 'beneficiary', beneficiaryId: minors[0], status: 'pending' },
    ]);
    const otherActivity = await insertActivity(app, otherTenant);
    const otherComing = await insertIntervention(app, otherTenant, otherActivity, { date: dayFrom(5) });
    const otherMinor = await insertBeneficiary(app, otherTenant);
    await insertParticipants(otherTenant, otherComing, [
      { role: 'beneficiary', beneficiaryId: otherMinor, status: 'pending' },
    ]);
    // Hugo waits in two coming sessions: one minor all the same.
    await insertParticipants(demoTenant, later, [
      { role: 'beneficiary', beneficiaryId: minors[0], status: 'pending' },
    ]);
    const figure = (await dashboard(admin)).json().minorsAwaitingConsent;
    expect(figure).toBe(before + 2);

    // The figure's link: the beneficiary list filtered the same way.
    const list = await app.inject({
      method: 'GET',
      url: '/api/beneficiaries?awaitingConsent=true&itemsPerPage=100',
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().totalItems).toBe(figure);
    const listed = list.json().member.map((person: { id: number }) => person.id);
    expect(listed).toEqual(expect.arrayContaining([minors[0], minors[1]]));
    expect(listed).not.toContain(minors[2]);
    expect(listed).not.toContain(otherMinor);
    expect(list.json().view['@id']).toContain('awaitingConsent=true');

    const wrong = await app.inject({
      method: 'GET',
      url: '/api/beneficiaries?awaitingConsent=yes',
      headers: admin,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('adds up the period’s attended minutes, confirmed participations by day and activities by type', async () => {
    // A period of the future that no other data reaches.
    const period = '?from=2031-03-01&to=2031-03-31';
    const empty = (await dashboard(admin, period)).json();
    expect(empty).toMatchObject({
      '@id': '/api/dashboard?from=2031-03-01&to=2031-03-31',
      attendedMinutes: 0,
      attendedSessions: 0,
      participationByDay: [],
      activitiesByType: [],
    });

    const health = await insertActivity(app, demoTenant, { name: 'Acompañamiento al médico' });
    await setActivity(health, { type: 'health', date_start: '2031-02-01', date_end: '2031-04-30' });
    const social = await insertActivity(app, demoTenant, { name: 'Merienda' });
    await setActivity(social, { type: 'social', date_start: '2031-03-10', date_end: '2031-03-10' });
    const cancelled = await insertActivity(app, demoTenant, { name: 'Excursión', status: 'cancelled' });
    await setActivity(cancelled, { type: 'social', date_start: '2031-03-01', date_end: '2031-03-31' });
    const before = await insertActivity(app, demoTenant, { name: 'Anterior' });
    await setActivity(before, { type: 'social', date_start: '2031-01-01', date_end: '2031-02-28' });

    const first = await insertIntervention(app, demoTenant, health, { date: '2031-03-03' });
    const second = await insertIntervention(app, demoTenant, health, { date: '2031-03-20' });
    const outside = await insertIntervention(app, demoTenant, health, { date: '2031-04-02' });
    const volunteers = await insertActiveVolunteers(app, demoTenant, 3);
    await insertParticipants(demoTenant, first, [
      { userId: volunteers[0], attendance: 'attended', minutes: 120 },
      { userId: volunteers[1], attendance: 'attended', minutes: 90 },
      { userId: volunteers[2], attendance: 'absent' },
    ]);
    await insertParticipants(demoTenant, second, [
      { userId: volunteers[0], attendance: 'attended', minutes: 45 },
      { userId: volunteers[1], status: 'pending' },
    ]);
    await insertParticipants(demoTenant, outside, [
      { userId: volunteers[0], attendance: 'attended', minutes: 600 },
    ]);

    // Another organisation's figures of the same days are never counted.
    const otherActivity = await insertActivity(app, otherTenant);
    await setActivity(otherActivity, { type: 'health', date_start: '2031-03-01', date_end: '2031-03-31' });
    const otherSession = await insertIntervention(app, otherTenant, otherActivity, { date: '2031-03-03' });
    const [otherVolunteer] = await insertActiveVolunteers(app, otherTenant, 1);
    await insertParticipants(otherTenant, otherSession, [
      { userId: otherVolunteer, attendance: 'attended', minutes: 1000 },
    ]);

    const figures = (await dashboard(admin, period)).json();
    expect(figures.attendedMinutes).toBe(255);
    expect(figures.attendedSessions).toBe(2);
    expect(figures.participationByDay).toEqual([
      { date: '2031-03-03', count: 3 },
      { date: '2031-03-20', count: 1 },
    ]);
    expect(figures.activitiesByType).toEqual([
      { type: 'health', count: 1 },
      { type: 'social', count: 1 },
    ]);

    const other = (await dashboard(otherAdmin, period)).json();
    expect(other.attendedMinutes).toBe(1000);
    expect(other.activitiesByType).toEqual([{ type: 'health', count: 1 }]);
  });

  it('refuses a period that is not one: 422 with translated violations at the field', async () => {
    const cases: [string, [string, string][]][] = [
      ['?from=2031-03-31&to=2031-03-01', [['to', 'date-start-after-date-end']]],
      ['?from=2031-02-30&to=2031-03-01', [['from', 'field-not-valid-date']]],
      ['?from=2030-01-01&to=2031-12-31', [['to', 'period-too-long']]],
      ['?from=2031-03-01', [['to', 'field-not-blank']]],
    ];
    for (const [query, expected] of cases) {
      const response = await dashboard(admin, query);
      expect(response.statusCode).toBe(422);
      const violations = response
        .json()
        .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]);
      expect(violations).toEqual(expected);
    }
  });
});
