import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../../src/db/database';
import { buildTestApp } from '../../../helpers/build-test-app';
import { insertBeneficiaries } from '../beneficiaries/beneficiary-fixtures';
import {
  authAs,
  createIntervention,
  DEMO_HOST,
  type DemoRefs,
  demoRefs,
  jsonHeaders,
  newActivity,
  patchIntervention,
  tenantIdOf,
  validIntervention,
} from './activity-fixtures';
import { validVolunteer } from '../volunteers/volunteer-fixtures';

// An intervention's maximums cannot fall below the people already signed up (pending ones included).
let app: FastifyInstance;
let admin: Record<string, string>;
let refs: DemoRefs;
let activityId: number;
let validatedVolunteers: string[];
const days = ['01', '03', '05', '08', '10', '12', '15', '17'];
let day = 0;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
  activityId = await newActivity(app, admin, refs);
  const volunteers = await app.inject({
    method: 'GET',
    url: '/api/volunteers?status=validated',
    headers: admin,
  });
  validatedVolunteers = (volunteers.json().member as { '@id': string }[]).map((member) => member['@id']);
  // One more, created and validated by staff.
  const created = await app.inject({
    method: 'POST',
    url: '/api/volunteers',
    headers: jsonHeaders(admin),
    payload: JSON.stringify(validVolunteer()),
  });
  const iri = created.json()['@id'] as string;
  await app.inject({ method: 'POST', url: `${iri}/validate`, headers: admin });
  validatedVolunteers.push(iri);
});
afterAll(() => app.close());

async function newIntervention(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await createIntervention(
    app,
    admin,
    validIntervention(activityId, refs, { date: `2027-03-${days[day++]}`, ...overrides }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const signUp = (interventionId: number, person: string) =>
  app.inject({
    method: 'POST',
    url: `/api/interventions/${interventionId}/participants`,
    headers: jsonHeaders(admin),
    payload: JSON.stringify({ person }),
  });

const stored = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/api/interventions/${id}`, headers: admin })).json();

it('refuses a maximum below the volunteers signed up, at the field and with the count, and changes nothing', async () => {
  const id = await newIntervention({ maxVolunteers: 3 });
  for (const volunteer of validatedVolunteers.slice(0, 2))
    expect((await signUp(id, volunteer)).statusCode).toBe(201);

  const lowered = await patchIntervention(app, admin, id, { maxVolunteers: 1, observations: 'Menos plazas' });
  expect(lowered.statusCode).toBe(422);
  expect(lowered.json().violations).toEqual([
    { propertyPath: 'maxVolunteers', message: 'max-below-signed-up', params: { count: 2 } },
  ]);
  expect(await stored(id)).toMatchObject({ maxVolunteers: 3, observations: null });

  // Down to exactly the people signed up is fine.
  const toCount = await patchIntervention(app, admin, id, { maxVolunteers: 2 });
  expect(toCount.statusCode).toBe(200);
  expect(toCount.json().maxVolunteers).toBe(2);
});

it('counts beneficiaries waiting for a tutor and employees against their maximums too', async () => {
  const id = await newIntervention({ maxEmployees: 1, maxBeneficiaries: 5 });
  const tenantId = refs.tenantId;
  const [waiting, confirmed] = await insertBeneficiaries(app, tenantId, [
    { name: 'Iker', surname: 'Sáez', birthday: '2015-04-02' },
    { name: 'Rosa', surname: 'Jiménez', birthday: '1950-04-02' },
  ]);
  const technician = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'tecnica@demo.example.org')
    .executeTakeFirstOrThrow();
  const participant = (values: {
    role: string;
    user_id: number | null;
    beneficiary_id: number | null;
    status: string;
  }) =>
    app.db
      .insertInto('intervention_participants')
      .values({
        tenant_id: tenantId,
        intervention_id: id,
        source: 'staff',
        added_by_id: null,
        created_at: nowIso(),
        confirmed_at: values.status === 'confirmed' ? nowIso() : null,
        ...values,
      })
      .execute();
  await participant({ role: 'beneficiary', user_id: null, beneficiary_id: waiting!, status: 'pending' });
  await participant({ role: 'beneficiary', user_id: null, beneficiary_id: confirmed!, status: 'confirmed' });
  await participant({ role: 'employee', user_id: technician.id, beneficiary_id: null, status: 'confirmed' });

  const lowered = await patchIntervention(app, admin, id, {
    maxEmployees: 0,
    minBeneficiaries: 0,
    maxBeneficiaries: 1,
  });
  expect(lowered.statusCode).toBe(422);
  expect(lowered.json().violations).toEqual([
    { propertyPath: 'maxEmployees', message: 'max-below-signed-up', params: { count: 1 } },
    { propertyPath: 'maxBeneficiaries', message: 'max-below-signed-up', params: { count: 2 } },
  ]);
  expect(await stored(id)).toMatchObject({ maxEmployees: 1, minBeneficiaries: 1, maxBeneficiaries: 5 });
});

it('never ends with more people signed up than the maximum when a sign-up and a lowering arrive together', async () => {
  const id = await newIntervention({ maxVolunteers: 3 });
  expect((await signUp(id, validatedVolunteers[0]!)).statusCode).toBe(201);
  const [lowering, joining] = await Promise.all([
    patchIntervention(app, admin, id, { maxVolunteers: 1 }),
    signUp(id, validatedVolunteers[1]!),
  ]);
  // Whichever came first holds: the lowering (the sign-up is then full) or the sign-up (the lowering is refused).
  expect([lowering.statusCode, joining.statusCode].sort()).toEqual(
    lowering.statusCode === 200 ? [200, 409] : [201, 422],
  );
  const after = await stored(id);
  expect(after.counts.volunteers).toBeLessThanOrEqual(after.maxVolunteers);
});
