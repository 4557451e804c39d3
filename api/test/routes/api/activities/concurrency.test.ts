import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  createActivity,
  createIntervention,
  DEMO_HOST,
  type DemoRefs,
  demoRefs,
  insertActivities,
  newActivity,
  tenantIdOf,
  validActivity,
  validIntervention,
} from './activity-fixtures';

// Bookings and caps are checked in the write's transaction with the rows locked (PostgreSQL) or in SQLite's one
// transaction at a time: requests that arrive together never all pass.
let app: FastifyInstance;
let admin: Record<string, string>;
let employee: Record<string, string>;
let refs: DemoRefs;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  employee = await authAs(app, 'tecnica@demo.example.org');
  refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
});
afterAll(() => app.close());

it('lets exactly one of several simultaneous interventions book the same room at the same time', async () => {
  const activities: number[] = [];
  for (let index = 0; index < 6; index += 1) {
    activities.push(await newActivity(app, admin, refs, { name: `A la vez ${index}` }));
  }
  const slot = { date: '2027-03-15', scheduleStart: '16:00', scheduleEnd: '18:00' };
  // Six activities, two staff members, overlapping times in the same room.
  const responses = await Promise.all(
    activities.map((activity, index) =>
      createIntervention(
        app,
        index % 2 ? admin : employee,
        validIntervention(
          activity,
          refs,
          index % 2 ? slot : { ...slot, scheduleStart: '17:00', scheduleEnd: '19:00' },
        ),
      ),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 422)).toHaveLength(5);
  for (const refused of responses.filter((response) => response.statusCode === 422)) {
    expect(refused.json().violations).toEqual([
      { propertyPath: 'place', message: 'schedule-conflict-with-another-intervention' },
    ]);
  }
  const booked = await app.db
    .selectFrom('interventions')
    .select('id')
    .where('place_id', '=', refs.computerRoomId)
    .where('date', '=', slot.date)
    .execute();
  expect(booked).toHaveLength(1);
});

it('lets exactly one of several simultaneous overlapping interventions of one activity pass', async () => {
  const activity = await newActivity(app, admin, refs, { name: 'Solapes a la vez' });
  const responses = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      createIntervention(
        app,
        index % 2 ? admin : employee,
        validIntervention(activity, refs, {
          date: '2027-03-16',
          place: null,
          format: 'online',
          name: `S${index}`,
        }),
      ),
    ),
  );
  expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
  expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(5);
});

it('lets exactly the allowed number of simultaneous creations pass the open activities cap', async () => {
  const { count } = await app.db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tenant_id', '=', refs.tenantId)
    .where('status', 'not in', ['finished', 'cancelled'])
    .executeTakeFirstOrThrow();
  await insertActivities(
    app,
    refs,
    Array.from({ length: 48 - Number(count) }, (_, index) => ({ name: `Relleno ${index}` })),
  );
  const responses = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      createActivity(app, index % 2 ? admin : employee, validActivity(refs, { name: `Carrera ${index}` })),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(2);
  expect(statuses.filter((status) => status === 409)).toHaveLength(6);
});
