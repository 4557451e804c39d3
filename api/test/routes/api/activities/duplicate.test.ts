import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  createIntervention,
  DEMO_HOST,
  type DemoRefs,
  demoRefs,
  duplicateActivity,
  newActivity,
  patchActivity,
  tenantIdOf,
  validIntervention,
  violationsOf,
} from './activity-fixtures';

let app: FastifyInstance;
let employee: Record<string, string>;
let refs: DemoRefs;
beforeAll(async () => {
  app = await buildTestApp();
  employee = await authAs(app, 'tecnica@demo.example.org');
  refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
});
afterAll(() => app.close());

const interventionsOf = async (activityId: number) =>
  (
    await app.inject({ method: 'GET', url: `/api/interventions?activity=${activityId}`, headers: employee })
  ).json().member;

describe('POST /api/activities/{id}/duplicate', () => {
  it('copies the activity, its partners and its interventions as a draft, moved by the same days', async () => {
    const source = await newActivity(app, employee, refs, {
      name: 'Taller original',
      partners: refs.partnerIds.slice(0, 2).map((id) => `/api/partners/${id}`),
    });
    await createIntervention(app, employee, validIntervention(source, refs, { date: '2027-03-01' }));
    await createIntervention(
      app,
      employee,
      validIntervention(source, refs, {
        date: '2027-03-10',
        place: null,
        format: 'online',
        name: 'En línea',
      }),
    );
    await patchActivity(app, employee, source, { status: 'active' });

    // Four weeks later: Mondays stay Mondays, so the room is open again.
    const response = await duplicateActivity(app, employee, source, {
      dateStart: '2027-03-29',
      dateEnd: '2027-04-28',
      name: 'Taller de abril',
    });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(response.headers.location).toBe(`/api/activities/${copy.id}`);
    expect(copy).toMatchObject({
      name: 'Taller de abril',
      status: 'draft',
      dateStart: '2027-03-29',
      dateEnd: '2027-04-28',
      duplicatedFrom: `/api/activities/${source}`,
      coordinator: { '@id': `/api/coordinators/${refs.coordinatorId}` },
      interventionsCount: 2,
    });
    expect(copy.partners).toHaveLength(2);
    const copied = await interventionsOf(copy.id);
    expect(copied.map((i: { date: string; name: string }) => [i.date, i.name])).toEqual([
      ['2027-03-29', 'Primera sesión'],
      ['2027-04-07', 'En línea'],
    ]);
    expect(copied[0].place['@id']).toBe(`/api/places/${refs.computerRoomId}`);
    // The source is untouched.
    expect((await interventionsOf(source)).map((i: { date: string }) => i.date)).toEqual([
      '2027-03-01',
      '2027-03-10',
    ]);
  });

  it('keeps the name when none is given', async () => {
    const source = await newActivity(app, employee, refs, { name: 'Sin nombre nuevo' });
    const response = await duplicateActivity(app, employee, source, {
      dateStart: '2027-09-01',
      dateEnd: '2027-09-30',
    });
    expect(response.json()).toMatchObject({ name: 'Sin nombre nuevo', interventionsCount: 0 });
  });

  it('answers 422 intervention-date-range-error when a moved intervention falls outside the new range', async () => {
    const source = await newActivity(app, employee, refs, { name: 'Rango corto' });
    await createIntervention(
      app,
      employee,
      validIntervention(source, refs, { date: '2027-03-20', place: null, format: 'online' }),
    );
    const before = (await app.db.selectFrom('activities').select('id').execute()).length;
    const response = await duplicateActivity(app, employee, source, {
      dateStart: '2027-06-01',
      dateEnd: '2027-06-10',
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([['dateEnd', 'intervention-date-range-error']]);
    expect((await app.db.selectFrom('activities').select('id').execute()).length).toBe(before);
  });

  it('answers 422 when a moved intervention would find its room closed, and stores nothing', async () => {
    const source = await newActivity(app, employee, refs, { name: 'Lunes en el aula' });
    await createIntervention(app, employee, validIntervention(source, refs, { date: '2027-03-08' }));
    const before = (await app.db.selectFrom('activities').select('id').execute()).length;
    // One day later: the Monday session would fall on a Tuesday, when the room is closed.
    const response = await duplicateActivity(app, employee, source, {
      dateStart: '2027-03-02',
      dateEnd: '2027-04-01',
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([['dateStart', 'place-not-available-at-that-time']]);
    expect((await app.db.selectFrom('activities').select('id').execute()).length).toBe(before);
  });

  it('checks the new days and answers 404 for an unknown activity', async () => {
    const source = await newActivity(app, employee, refs, { name: 'Fechas' });
    const bad = await duplicateActivity(app, employee, source, {
      dateStart: '2027-06-10',
      dateEnd: '2027-06-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(violationsOf(bad)).toEqual([['dateEnd', 'date-start-after-date-end']]);
    const missing = await duplicateActivity(app, employee, source, {});
    expect(violationsOf(missing)).toEqual([
      ['dateStart', 'field-not-blank'],
      ['dateEnd', 'field-not-blank'],
    ]);
    const unknown = await duplicateActivity(app, employee, 999999, {
      dateStart: '2027-06-01',
      dateEnd: '2027-06-10',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
