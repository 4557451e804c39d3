import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { dayFromToday, insertActivity, insertParticipant } from '../../../helpers/activity-rows';
import { insertActiveVolunteers } from '../../../helpers/interventions';
import { nowIso } from '../../../../src/db/database';
import { insertBeneficiaries } from '../beneficiaries/beneficiary-fixtures';
import { insertStaff, userIdOf } from '../staff/staff-fixtures';
import { authAs, DEMO_HOST, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';

// `coordinator=me` narrows the activities, interventions and volunteers lists to what the person asking
// coordinates; without it the lists stay whole, and another tenant's rows never show.

let app: FastifyInstance;
let coordinator: Record<string, string>;
let admin: Record<string, string>;
let adminB: Record<string, string>;
const ids = {} as {
  own: number;
  others: number;
  ownSessions: number[];
  othersSession: number;
  ownVolunteer: number;
  othersVolunteer: number;
  idleVolunteer: number;
  foreign: number;
  foreignVolunteer: number;
  ownBeneficiary: number;
  othersBeneficiary: number;
  foreignBeneficiary: number;
};

/** A beneficiary's place in an intervention, written straight to the database. */
async function insertBeneficiaryParticipant(tenantId: number, interventionId: number, beneficiaryId: number) {
  await app.db
    .insertInto('intervention_participants')
    .values({
      tenant_id: tenantId,
      intervention_id: interventionId,
      role: 'beneficiary',
      user_id: null,
      beneficiary_id: beneficiaryId,
      status: 'confirmed',
      source: 'staff',
      added_by_id: null,
      created_at: nowIso(),
      confirmed_at: nowIso(),
    })
    .execute();
}

beforeAll(async () => {
  app = await buildTestApp();
  const tenantA = await tenantIdOf(app, DEMO_HOST);
  const tenantB = await tenantIdOf(app, OTHER_HOST);
  coordinator = await authAs(app, 'coordinacion@demo.example.org');
  admin = await authAs(app, 'admin@demo.example.org');
  adminB = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  const carlos = await userIdOf(app, 'coordinacion@demo.example.org');
  const [lucia] = await insertStaff(app, tenantA, [
    {
      name: 'Lucía',
      surname: 'Domínguez Vera',
      email: 'lucia.filtro@example.org',
      roles: ['user', 'employee', 'coordinator'],
    },
  ]);
  const own = await insertActivity(app, tenantA, carlos, {
    name: 'Huerto de Carlos',
    interventions: [{ date: dayFromToday(5) }, { date: dayFromToday(12) }],
  });
  const others = await insertActivity(app, tenantA, lucia, {
    name: 'Coro de Lucía',
    interventions: [{ date: dayFromToday(6) }],
  });
  const [ownVolunteer, othersVolunteer, idleVolunteer] = await insertActiveVolunteers(app, tenantA, 3);
  await insertParticipant(app, tenantA, own.interventions[1], ownVolunteer);
  await insertParticipant(app, tenantA, others.interventions[0], othersVolunteer);
  // A row of the other tenant that names the demo coordinator (only a broken import could write one): it must
  // stay invisible all the same.
  const foreign = await insertActivity(app, tenantB, carlos, {
    name: 'Ajena de otra entidad',
    interventions: [{ date: dayFromToday(7) }],
  });
  const [foreignVolunteer] = await insertActiveVolunteers(app, tenantB, 1);
  await insertParticipant(app, tenantB, foreign.interventions[0], foreignVolunteer);
  const [ownBeneficiary, othersBeneficiary] = await insertBeneficiaries(app, tenantA, [
    { name: 'Antonia', surname: 'Huerto Propio', birthday: '1950-01-01' },
    { name: 'Ramón', surname: 'Coro Ajeno', birthday: '1952-01-01' },
  ]);
  await insertBeneficiaryParticipant(tenantA, own.interventions[0], ownBeneficiary);
  await insertBeneficiaryParticipant(tenantA, others.interventions[0], othersBeneficiary);
  const [foreignBeneficiary] = await insertBeneficiaries(app, tenantB, [
    { name: 'Berta', surname: 'De Otra', birthday: '1960-01-01' },
  ]);
  await insertBeneficiaryParticipant(tenantB, foreign.interventions[0], foreignBeneficiary);
  Object.assign(ids, {
    ownBeneficiary,
    othersBeneficiary,
    foreignBeneficiary,
    own: own.id,
    others: others.id,
    ownSessions: own.interventions,
    othersSession: others.interventions[0],
    ownVolunteer,
    othersVolunteer,
    idleVolunteer,
    foreign: foreign.id,
    foreignVolunteer,
  });
});
afterAll(() => app.close());

const get = async (headers: Record<string, string>, url: string) => {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { totalItems: number; member: { id: number }[]; view?: Record<string, string> };
};
const idsOf = (body: { member: { id: number }[] }) => body.member.map((member) => member.id).sort();

describe('activities with coordinator=me', () => {
  it('shows the coordinator only their own activities, and every activity without the filter', async () => {
    const mine = await get(coordinator, '/api/activities?coordinator=me');
    expect(idsOf(mine)).toEqual([ids.own]);
    expect(mine.totalItems).toBe(1);
    const all = await get(coordinator, '/api/activities');
    expect(idsOf(all)).toEqual([ids.own, ids.others].sort());
  });

  it('answers an administrator who coordinates nothing with an empty list', async () => {
    expect(await get(admin, '/api/activities?coordinator=me')).toMatchObject({ totalItems: 0, member: [] });
  });

  it("never shows another tenant's activities, even one naming the coordinator", async () => {
    expect(idsOf(await get(coordinator, '/api/activities?coordinator=me'))).not.toContain(ids.foreign);
    const carlos = await userIdOf(app, 'coordinacion@demo.example.org');
    const fromB = await get(adminB, `/api/activities?coordinator=${carlos}`);
    expect(idsOf(fromB)).toEqual([ids.foreign]);
    expect(await get(adminB, '/api/activities?coordinator=me')).toMatchObject({ totalItems: 0 });
  });

  it('refuses a coordinator that is neither me, an id nor an IRI with 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/activities?coordinator=alguien',
      headers: coordinator,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      { propertyPath: 'coordinator', message: 'field-not-valid-option' },
    ]);
  });
});

describe('interventions with coordinator=me', () => {
  it('lists the sessions of all the coordinator’s activities, by day, without naming an activity', async () => {
    const mine = await get(coordinator, '/api/interventions?coordinator=me');
    expect(mine.member.map((member) => member.id)).toEqual(ids.ownSessions);
    expect(mine.totalItems).toBe(2);
    expect(mine.view?.['@id']).toContain('coordinator=me');
  });

  it('combines with an activity: another coordinator’s activity gives nothing', async () => {
    expect(await get(coordinator, `/api/interventions?coordinator=me&activity=${ids.others}`)).toMatchObject({
      totalItems: 0,
    });
    const all = await get(coordinator, `/api/interventions?activity=${ids.others}`);
    expect(idsOf(all)).toEqual([ids.othersSession]);
  });

  it('still needs an activity or a coordinator', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/interventions', headers: coordinator });
    expect(response.statusCode).toBe(400);
  });

  it("never lists another tenant's sessions", async () => {
    const mine = await get(coordinator, '/api/interventions?coordinator=me');
    const foreignSessions = await app.db
      .selectFrom('interventions')
      .select('id')
      .where('activity_id', '=', ids.foreign)
      .execute();
    for (const { id } of foreignSessions) expect(idsOf(mine)).not.toContain(id);
  });
});

describe('volunteers with coordinator=me', () => {
  it('lists the volunteers taking part in the coordinator’s sessions, and everyone without the filter', async () => {
    const mine = await get(coordinator, '/api/volunteers?coordinator=me');
    expect(idsOf(mine)).toEqual([ids.ownVolunteer]);
    expect(mine.totalItems).toBe(1);
    const all = idsOf(await get(coordinator, '/api/volunteers?itemsPerPage=100'));
    expect(all).toEqual(expect.arrayContaining([ids.ownVolunteer, ids.othersVolunteer, ids.idleVolunteer]));
  });

  it('searches within the coordinator’s volunteers', async () => {
    const surname = (
      await app.db
        .selectFrom('users')
        .select('surname')
        .where('id', '=', ids.ownVolunteer)
        .executeTakeFirstOrThrow()
    ).surname;
    expect(
      idsOf(await get(coordinator, `/api/volunteers?coordinator=me&q=${encodeURIComponent(surname!)}`)),
    ).toEqual([ids.ownVolunteer]);
    const other = (
      await app.db
        .selectFrom('users')
        .select('surname')
        .where('id', '=', ids.othersVolunteer)
        .executeTakeFirstOrThrow()
    ).surname;
    expect(
      await get(coordinator, `/api/volunteers?coordinator=me&q=${encodeURIComponent(other!)}`),
    ).toMatchObject({ totalItems: 0 });
  });

  it("never lists another tenant's volunteers", async () => {
    expect(idsOf(await get(coordinator, '/api/volunteers?coordinator=me'))).not.toContain(
      ids.foreignVolunteer,
    );
    const carlos = await userIdOf(app, 'coordinacion@demo.example.org');
    expect(await get(adminB, `/api/volunteers?coordinator=${carlos}`)).toMatchObject({ totalItems: 1 });
    expect(idsOf(await get(adminB, `/api/volunteers?coordinator=${carlos}`))).toEqual([ids.foreignVolunteer]);
  });
});

describe('beneficiaries with coordinator=me', () => {
  it('lists the beneficiaries taking part in the coordinator’s sessions, and everyone without the filter', async () => {
    const mine = await get(coordinator, '/api/beneficiaries?coordinator=me');
    expect(idsOf(mine)).toEqual([ids.ownBeneficiary]);
    expect(mine.totalItems).toBe(1);
    expect(idsOf(await get(coordinator, '/api/beneficiaries?itemsPerPage=100'))).toEqual(
      expect.arrayContaining([ids.ownBeneficiary, ids.othersBeneficiary]),
    );
    expect(await get(coordinator, '/api/beneficiaries?coordinator=me&q=coro')).toMatchObject({
      totalItems: 0,
    });
  });

  it("never lists another tenant's beneficiaries", async () => {
    expect(idsOf(await get(coordinator, '/api/beneficiaries?coordinator=me'))).not.toContain(
      ids.foreignBeneficiary,
    );
    const carlos = await userIdOf(app, 'coordinacion@demo.example.org');
    expect(idsOf(await get(adminB, `/api/beneficiaries?coordinator=${carlos}`))).toEqual([
      ids.foreignBeneficiary,
    ]);
  });
});
