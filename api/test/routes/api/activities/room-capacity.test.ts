import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { validPlace } from '../places/place-fixtures';
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

// A session expects at most the sum of its maximums of volunteers, employees and beneficiaries; its room holds
// `capacity` people. A room that only warns saves the session and the answer says so (`capacityWarning`); a room
// that refuses answers 422 at the maximums (docs/adr/0010-room-capacity.md).
let app: FastifyInstance;
let admin: Record<string, string>;
let refs: DemoRefs;

// The walk-through's session: 40 beneficiaries, 2 volunteers and 1 employee, in the computer room (16 people).
const crowded = { maxVolunteers: 2, maxEmployees: 1, minBeneficiaries: 1, maxBeneficiaries: 40 };

beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
});
afterAll(() => app.close());

/** A room of 16 open every day from 08:00 to 22:00, that warns or refuses. */
async function newRoom(capacityPolicy: 'warn' | 'refuse'): Promise<string> {
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const response = await app.inject({
    method: 'POST',
    url: '/api/places',
    headers: jsonHeaders(admin),
    payload: JSON.stringify(
      validPlace({
        name: `Sala de ${capacityPolicy}`,
        capacity: 16,
        capacityPolicy,
        schedules: weekdays.map((weekday) => ({ weekday, start: '08:00', end: '22:00' })),
      }),
    ),
  });
  expect(response.statusCode).toBe(201);
  return response.json()['@id'];
}

const get = (url: string) => app.inject({ method: 'GET', url, headers: admin });
const interventionCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('interventions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a room that only warns (the default)', () => {
  it('saves a session expecting more people than the room holds, and every answer carries the warning', async () => {
    const activityId = await newActivity(app, admin, refs);
    const created = await createIntervention(app, admin, validIntervention(activityId, refs, crowded));
    expect(created.statusCode).toBe(201);
    expect(created.json().capacityWarning).toEqual({ capacity: 16, expected: 43 });

    const url = created.json()['@id'] as string;
    expect((await get(url)).json().capacityWarning).toEqual({ capacity: 16, expected: 43 });
    const list = await get(`/api/interventions?activity=${activityId}`);
    expect(list.json().member[0].capacityWarning).toEqual({ capacity: 16, expected: 43 });

    // Down to what the room holds, the warning goes.
    const fitting = await patchIntervention(app, admin, created.json().id, { maxBeneficiaries: 13 });
    expect(fitting.statusCode).toBe(200);
    expect(fitting.json().capacityWarning).toBeNull();
  });

  it('says nothing for a session that fits, nor for an online one', async () => {
    const activityId = await newActivity(app, admin, refs);
    const fits = await createIntervention(
      app,
      admin,
      validIntervention(activityId, refs, { date: '2027-03-03' }),
    );
    expect(fits.statusCode).toBe(201);
    expect(fits.json().capacityWarning).toBeNull();
    const online = await createIntervention(
      app,
      admin,
      validIntervention(activityId, refs, { ...crowded, date: '2027-03-02', format: 'online', place: null }),
    );
    expect(online.statusCode).toBe(201);
    expect(online.json()).toMatchObject({ place: null, capacityWarning: null });
  });

  it('warns on a saved session once its room shrinks, and its ETag moves on', async () => {
    const room = await newRoom('warn');
    const activityId = await newActivity(app, admin, refs);
    const created = await createIntervention(
      app,
      admin,
      validIntervention(activityId, refs, {
        place: room,
        maxVolunteers: 2,
        maxEmployees: 1,
        maxBeneficiaries: 10,
      }),
    );
    expect(created.json().capacityWarning).toBeNull();
    const url = created.json()['@id'] as string;
    const before = (await get(url)).headers.etag;
    const shrunk = await app.inject({
      method: 'PATCH',
      url: room,
      headers: jsonHeaders(admin, 'application/merge-patch+json'),
      payload: JSON.stringify({ capacity: 8 }),
    });
    expect(shrunk.statusCode).toBe(200);
    const after = await get(url);
    expect(after.json().capacityWarning).toEqual({ capacity: 8, expected: 13 });
    expect(after.headers.etag).not.toBe(before);
  });
});

describe('a room that refuses', () => {
  it('refuses a new session expecting more people than it holds, at every maximum, and stores nothing', async () => {
    const room = await newRoom('refuse');
    const activityId = await newActivity(app, admin, refs);
    const before = await interventionCount();
    const refused = await createIntervention(
      app,
      admin,
      validIntervention(activityId, refs, { ...crowded, place: room }),
    );
    expect(refused.statusCode).toBe(422);
    const params = { capacity: 16, expected: 43 };
    expect(refused.json().violations).toEqual([
      { propertyPath: 'maxVolunteers', message: 'place-capacity-exceeded', params },
      { propertyPath: 'maxEmployees', message: 'place-capacity-exceeded', params },
      { propertyPath: 'maxBeneficiaries', message: 'place-capacity-exceeded', params },
    ]);
    expect(await interventionCount()).toBe(before);

    // Exactly the room's capacity is fine.
    const full = await createIntervention(
      app,
      admin,
      validIntervention(activityId, refs, { ...crowded, maxBeneficiaries: 13, place: room }),
    );
    expect(full.statusCode).toBe(201);
    expect(full.json().capacityWarning).toBeNull();
  });

  it('refuses raising the maximums above what it holds, and moving a crowded session into it', async () => {
    const room = await newRoom('refuse');
    const activityId = await newActivity(app, admin, refs);
    const created = await createIntervention(
      app,
      admin,
      validIntervention(activityId, refs, {
        place: room,
        maxVolunteers: 2,
        maxEmployees: 1,
        maxBeneficiaries: 10,
      }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;

    const raised = await patchIntervention(app, admin, id, { maxBeneficiaries: 20, observations: 'Más' });
    expect(raised.statusCode).toBe(422);
    expect(raised.json().violations).toContainEqual({
      propertyPath: 'maxBeneficiaries',
      message: 'place-capacity-exceeded',
      params: { capacity: 16, expected: 23 },
    });
    expect((await get(created.json()['@id'])).json()).toMatchObject({
      maxBeneficiaries: 10,
      observations: null,
    });

    const other = await createIntervention(
      app,
      admin,
      validIntervention(activityId, refs, { ...crowded, date: '2027-03-08' }),
    );
    expect(other.statusCode).toBe(201);
    const moved = await patchIntervention(app, admin, other.json().id, { place: room });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'maxVolunteers',
      'maxEmployees',
      'maxBeneficiaries',
    ]);
    // Online, the same session has no room to fit in.
    const online = await patchIntervention(app, admin, other.json().id, { format: 'online', place: null });
    expect(online.statusCode).toBe(200);
  });
});
