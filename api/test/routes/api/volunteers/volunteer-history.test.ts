import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { dayFromToday, insertActivity, insertParticipant } from '../../../helpers/activity-rows';
import { userIdOf } from '../staff/staff-fixtures';
import { authAs, DEMO_HOST, jsonHeaders, OTHER_HOST, tenantIdOf, validVolunteer } from './volunteer-fixtures';

// A volunteer's record: their sessions, upcoming and past, and their validation and status changes with who
// made them and when (GET /api/volunteers/{id}/interventions and /history).

let app: FastifyInstance;
let admin: Record<string, string>;
let technician: Record<string, string>;
let adminB: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  technician = await authAs(app, 'tecnica@demo.example.org');
  adminB = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
});
afterAll(() => app.close());

const newVolunteer = async () => {
  const created = await app.inject({
    method: 'POST',
    url: '/api/volunteers',
    headers: jsonHeaders(admin),
    payload: JSON.stringify(validVolunteer()),
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: number };
};

const historyOf = async (id: number, headers = technician) => {
  const response = await app.inject({ method: 'GET', url: `/api/volunteers/${id}/history`, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const fullName = async (email: string) => {
  const row = await app.db
    .selectFrom('users')
    .select(['id', 'name', 'surname'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { iri: `/api/users/${row.id}`, name: `${row.name} ${row.surname}` };
};

describe('the history of a volunteer’s validation and status', () => {
  it('starts empty and shows the validation with the staff member’s name and time', async () => {
    const { id } = await newVolunteer();
    expect(await historyOf(id)).toMatchObject({ totalItems: 0, member: [] });
    const before = new Date().toISOString();
    const validated = await app.inject({
      method: 'POST',
      url: `/api/volunteers/${id}/validate`,
      headers: technician,
    });
    expect(validated.statusCode).toBe(200);
    // Validating again changes nothing, so it adds nothing.
    await app.inject({ method: 'POST', url: `/api/volunteers/${id}/validate`, headers: admin });
    const history = await historyOf(id, admin);
    const teresa = await fullName('tecnica@demo.example.org');
    expect(history.totalItems).toBe(1);
    expect(history.member[0]).toMatchObject({
      '@type': 'VolunteerStatusChange',
      change: 'validated',
      from: 'pending',
      to: 'validated',
      changedBy: { '@id': teresa.iri, '@type': 'User', name: teresa.name },
    });
    expect(history.member[0].changedAt >= before).toBe(true);
    expect(history.member[0].changedAt).toBe(validated.json().validatedAt);
  });

  it('records a deactivation and a reactivation, newest first, with who made them', async () => {
    const { id } = await newVolunteer();
    await app.inject({ method: 'POST', url: `/api/volunteers/${id}/validate`, headers: admin });
    const patch = (inactive: boolean, headers: Record<string, string>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/volunteers/${id}`,
        headers: jsonHeaders(headers, 'application/merge-patch+json'),
        payload: JSON.stringify({ inactive }),
      });
    expect((await patch(true, technician)).statusCode).toBe(200);
    // A save that does not change the status adds nothing.
    expect((await patch(true, technician)).statusCode).toBe(200);
    expect((await patch(false, admin)).statusCode).toBe(200);
    const history = await historyOf(id);
    const alicia = await fullName('admin@demo.example.org');
    const teresa = await fullName('tecnica@demo.example.org');
    expect(
      history.member.map(
        (change: { change: string; from: string; to: string; changedBy: { name: string } }) => [
          change.change,
          change.from,
          change.to,
          change.changedBy.name,
        ],
      ),
    ).toEqual([
      ['reactivated', 'inactive', 'validated', alicia.name],
      ['deactivated', 'validated', 'inactive', teresa.name],
      ['validated', 'pending', 'validated', alicia.name],
    ]);
  });

  it('records a deletion in the table (the volunteer then reads as unknown)', async () => {
    const { id } = await newVolunteer();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/volunteers/${id}`,
      headers: jsonHeaders(admin),
      payload: JSON.stringify({ reason: 'user_request' }),
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await app.db
      .selectFrom('volunteer_status_changes')
      .select(['change', 'to_status'])
      .where('volunteer_id', '=', id)
      .execute();
    expect(rows).toEqual([{ change: 'deleted', to_status: 'deleted' }]);
    const history = await app.inject({ method: 'GET', url: `/api/volunteers/${id}/history`, headers: admin });
    expect(history.statusCode).toBe(404);
  });

  it('pages a long history', async () => {
    const { id } = await newVolunteer();
    const tenantId = await tenantIdOf(app, DEMO_HOST);
    await app.db
      .insertInto('volunteer_status_changes')
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          tenant_id: tenantId,
          volunteer_id: id,
          change: index % 2 ? 'reactivated' : 'deactivated',
          from_status: null,
          to_status: null,
          changed_by_id: null,
          changed_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
        })),
      )
      .execute();
    const first = await historyOf(id);
    expect(first.totalItems).toBe(25);
    expect(first.member).toHaveLength(20);
    expect(first.member[0]).toMatchObject({ changedBy: null, changedAt: '2026-01-01T00:24:00.000Z' });
    const second = await app.inject({
      method: 'GET',
      url: `/api/volunteers/${id}/history?page=2`,
      headers: technician,
    });
    expect(second.json().member).toHaveLength(5);
  });
});

describe('the sessions on a volunteer’s record', () => {
  it('splits upcoming (soonest first) from past (latest first), with activity, place and participation status', async () => {
    const tenantId = await tenantIdOf(app, DEMO_HOST);
    const carlos = await userIdOf(app, 'coordinacion@demo.example.org');
    const { id } = await newVolunteer();
    const activity = await insertActivity(app, tenantId, carlos, {
      name: 'Huerto urbano',
      interventions: [
        { date: dayFromToday(-20), name: 'Siembra' },
        { date: dayFromToday(-3), name: 'Riego' },
        { date: dayFromToday(4), name: 'Cosecha' },
        { date: dayFromToday(11), name: 'Mercadillo' },
      ],
    });
    for (const intervention of activity.interventions) {
      await insertParticipant(app, tenantId, intervention, id);
    }
    await app.db
      .updateTable('intervention_participants')
      .set({ status: 'pending' })
      .where('intervention_id', '=', activity.interventions[3])
      .execute();
    const read = async (when: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/volunteers/${id}/interventions?when=${when}`,
        headers: technician,
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const upcoming = await read('upcoming');
    expect(upcoming.totalItems).toBe(2);
    expect(upcoming.member.map((m: { name: string }) => m.name)).toEqual(['Cosecha', 'Mercadillo']);
    expect(upcoming.member[0]).toMatchObject({
      '@id': `/api/interventions/${activity.interventions[2]}`,
      date: dayFromToday(4),
      scheduleStart: '10:00',
      scheduleEnd: '12:00',
      activity: { '@id': `/api/activities/${activity.id}`, name: 'Huerto urbano' },
      participationStatus: 'confirmed',
    });
    expect(upcoming.member[1].participationStatus).toBe('pending');
    const past = await read('past');
    expect(past.member.map((m: { name: string }) => m.name)).toEqual(['Riego', 'Siembra']);
  });
});

describe('who may read a volunteer’s record', () => {
  it('answers 404 to another tenant, for the history and the sessions', async () => {
    const { id } = await newVolunteer();
    for (const path of ['history', 'interventions']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/volunteers/${id}/${path}`,
        headers: adminB,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a volunteer, a partner contact and a request without a session', async () => {
    const { id } = await newVolunteer();
    const volunteer = await authAs(app, 'voluntaria@demo.example.org');
    const partner = await authAs(app, 'entidad@demo.example.org');
    for (const path of ['history', 'interventions']) {
      for (const headers of [volunteer, partner]) {
        const response = await app.inject({ method: 'GET', url: `/api/volunteers/${id}/${path}`, headers });
        expect(response.statusCode).toBe(403);
      }
      const anonymous = await app.inject({
        method: 'GET',
        url: `/api/volunteers/${id}/${path}`,
        headers: { host: DEMO_HOST },
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('lets a coordinator read it like any staff member', async () => {
    const { id } = await newVolunteer();
    const coordinator = await authAs(app, 'coordinacion@demo.example.org');
    const response = await app.inject({
      method: 'GET',
      url: `/api/volunteers/${id}/history`,
      headers: coordinator,
    });
    expect(response.statusCode).toBe(200);
  });
});
