import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, jsonHeaders, validPlace, violationList } from './place-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

const createPlace = async (overrides: Record<string, unknown> = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/places',
    headers: jsonHeaders(admin),
    payload: JSON.stringify(validPlace(overrides)),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
};

const patch = (id: number, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/places/${id}`,
    headers: jsonHeaders(admin, 'application/merge-patch+json'),
    payload: JSON.stringify(payload),
  });

const schedulesOf = (id: number) =>
  app.db
    .selectFrom('place_schedules')
    .select(['weekday', 'start_time', 'end_time'])
    .where('place_id', '=', id)
    .orderBy('id')
    .execute();

describe('GET /api/places/{id}', () => {
  it('answers the place with its schedule', async () => {
    const created = await createPlace();
    const response = await app.inject({ method: 'GET', url: `/api/places/${created.id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('answers 404 not-found for an unknown id and 400 for an id that is not one', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/places/999999', headers: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not-found');
    const bad = await app.inject({ method: 'GET', url: '/api/places/abc', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an id with a leading zero or more than ten digits as it refuses text, naming the id', async () => {
    for (const id of ['abc', '0', '01', '12345678901']) {
      const response = await app.inject({ method: 'DELETE', url: `/api/places/${id}`, headers: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().violations).toEqual([{ propertyPath: 'id', message: 'field-not-valid-regex' }]);
    }
  });
});

describe('PATCH /api/places/{id}', () => {
  it('merges the patch and keeps the rest, schedule included', async () => {
    const created = await createPlace();
    const response = await patch(created.id, { capacity: 25, hasComputer: true, observations: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      capacity: 25,
      hasComputer: true,
      observations: null,
      updatedAt: expect.any(String),
    });
    expect(await schedulesOf(created.id)).toHaveLength(3);
  });

  it('replaces the whole schedule with the one given, sorted; an empty list clears it', async () => {
    const created = await createPlace();
    const response = await patch(created.id, {
      schedules: [
        { weekday: 'sunday', start: '10:00', end: '12:00' },
        { weekday: 'tuesday', start: '08:00', end: '09:00' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().schedules).toEqual([
      { weekday: 'tuesday', start: '08:00', end: '09:00' },
      { weekday: 'sunday', start: '10:00', end: '12:00' },
    ]);
    expect(await schedulesOf(created.id)).toEqual([
      { weekday: 'tuesday', start_time: '08:00', end_time: '09:00' },
      { weekday: 'sunday', start_time: '10:00', end_time: '12:00' },
    ]);
    const cleared = await patch(created.id, { schedules: [] });
    expect(cleared.json().schedules).toEqual([]);
    expect(await schedulesOf(created.id)).toEqual([]);
  });

  it('checks the merged result with the creation rules and changes nothing when refused', async () => {
    const created = await createPlace();
    const before = await app.db
      .selectFrom('places')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirst();
    const response = await patch(created.id, {
      name: null,
      capacity: -1,
      schedules: [
        { weekday: 'monday', start: '10:00', end: '12:00' },
        { weekday: 'monday', start: '11:00', end: '11:30' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(violationList(response.json().violations)).toEqual([
      ['name', 'field-not-blank'],
      ['capacity', 'field-must-be-positive'],
      ['schedules[1].start', 'schedule-ranges-overlap'],
    ]);
    expect(
      await app.db.selectFrom('places').selectAll().where('id', '=', created.id).executeTakeFirst(),
    ).toEqual(before);
    expect(await schedulesOf(created.id)).toHaveLength(3);
  });

  it('changes what a session above the capacity does, with the ETag read (412 with an old one)', async () => {
    const created = await createPlace();
    expect(created.capacityPolicy).toBe('warn');
    const read = await app.inject({ method: 'GET', url: `/api/places/${created.id}`, headers: admin });
    const tag = read.headers.etag as string;
    const strict = await app.inject({
      method: 'PATCH',
      url: `/api/places/${created.id}`,
      headers: { ...jsonHeaders(admin, 'application/merge-patch+json'), 'if-match': tag },
      payload: JSON.stringify({ capacityPolicy: 'refuse' }),
    });
    expect(strict.statusCode).toBe(200);
    expect(strict.json()).toMatchObject({ capacityPolicy: 'refuse', capacity: created.capacity });
    const stale = await app.inject({
      method: 'PATCH',
      url: `/api/places/${created.id}`,
      headers: { ...jsonHeaders(admin, 'application/merge-patch+json'), 'if-match': tag },
      payload: JSON.stringify({ capacityPolicy: 'warn' }),
    });
    expect(stale.statusCode).toBe(412);
    // A patch that leaves it out keeps it.
    const other = await patch(created.id, { capacity: 12 });
    expect(other.json()).toMatchObject({ capacity: 12, capacityPolicy: 'refuse' });
  });

  it('answers 404 for an unknown place', async () => {
    const response = await patch(999999, { capacity: 3 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not-found');
  });
});

describe('DELETE /api/places/{id}', () => {
  it('deletes the place and its schedule, then answers 404', async () => {
    const created = await createPlace();
    const response = await app.inject({ method: 'DELETE', url: `/api/places/${created.id}`, headers: admin });
    expect(response.statusCode).toBe(204);
    expect(await schedulesOf(created.id)).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `/api/places/${created.id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    const read = await app.inject({ method: 'GET', url: `/api/places/${created.id}`, headers: admin });
    expect(read.statusCode).toBe(404);
  });
});
