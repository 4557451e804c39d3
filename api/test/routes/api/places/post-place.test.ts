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

const create = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/places',
    headers: jsonHeaders(admin),
    payload: JSON.stringify(payload),
  });

const countPlaces = async () =>
  Number(
    (
      await app.db
        .selectFrom('places')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The violations of a payload that must be refused with 422 and create nothing. */
const refused = async (payload: object) => {
  const before = await countPlaces();
  const response = await create(payload);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ status: 422, error: 'validation-failed' });
  expect(await countPlaces()).toBe(before);
  return violationList(response.json().violations);
};

describe('POST /api/places', () => {
  it('creates a place with its schedule sorted by weekday and start, and answers 201 with its IRI', async () => {
    const response = await create(validPlace());
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(response.headers.location).toBe(body['@id']);
    expect(body).toEqual({
      '@context': '/api/contexts/Place',
      '@id': `/api/places/${body.id}`,
      '@type': 'Place',
      id: expect.any(Number),
      name: 'Aula Puerta Nueva',
      type: 'classroom',
      capacity: 20,
      capacityPolicy: 'warn',
      accessStatus: 'access',
      addressCountry: '/api/countries/724',
      addressState: '/api/states/1',
      addressProvince: '/api/provinces/29',
      addressLocation: '/api/locations/29067',
      addressLocationName: 'Málaga',
      address: 'Plaza de la Merced 3',
      postalCode: '29012',
      accesible: true,
      hasProjector: true,
      hasComputer: false,
      hasWhiteboard: true,
      hasAirConditioning: false,
      schedules: [
        { weekday: 'monday', start: '09:00', end: '13:30' },
        { weekday: 'monday', start: '16:00', end: '20:00' },
        { weekday: 'thursday', start: '16:00', end: '20:00' },
      ],
      availabilityNotes: 'Las llaves, en conserjería.',
      observations: 'Cedida por la asociación de vecinos.',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = await app.db
      .selectFrom('place_schedules')
      .select(['tenant_id', 'weekday', 'start_time', 'end_time'])
      .where('place_id', '=', body.id)
      .orderBy('id')
      .execute();
    const place = await app.db
      .selectFrom('places')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(stored).toHaveLength(3);
    expect(stored.every((range) => range.tenant_id === place.tenant_id)).toBe(true);
  });

  it('creates a place with only the required fields: no switches, no schedule', async () => {
    const response = await create({
      name: 'Despacho 2',
      type: 'office',
      capacity: 3,
      addressCountry: 724,
      addressState: 1,
      addressProvince: 29,
      addressLocation: 29067,
      address: 'Calle Larios 5',
      accessStatus: 'no-access',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      capacity: 3,
      accesible: false,
      hasProjector: false,
      schedules: [],
      postalCode: null,
      availabilityNotes: null,
      observations: null,
    });
  });

  it('keeps what a session above the capacity does: refuse when asked, warn by default', async () => {
    const strict = await create(validPlace({ capacityPolicy: 'refuse' }));
    expect(strict.statusCode).toBe(201);
    expect(strict.json().capacityPolicy).toBe('refuse');
    const read = await app.inject({ method: 'GET', url: strict.json()['@id'], headers: admin });
    expect(read.json().capacityPolicy).toBe('refuse');
    expect((await create(validPlace())).json().capacityPolicy).toBe('warn');
    expect((await create(validPlace({ capacityPolicy: null }))).json().capacityPolicy).toBe('warn');
    const listed = await app.inject({ method: 'GET', url: '/api/places?itemsPerPage=100', headers: admin });
    expect(listed.json().member).toContainEqual(
      expect.objectContaining({ id: strict.json().id, capacityPolicy: 'refuse' }),
    );
  });

  it('refuses a capacity policy that is not warn or refuse', async () => {
    expect(await refused(validPlace({ capacityPolicy: 'ignore' }))).toEqual([
      ['capacityPolicy', 'field-not-valid-option'],
    ]);
  });

  it('answers every missing required field with field-not-blank', async () => {
    expect(await refused({})).toEqual([
      ['name', 'field-not-blank'],
      ['type', 'field-not-blank'],
      ['capacity', 'field-not-blank'],
      ['addressCountry', 'field-not-blank'],
      ['addressState', 'field-not-blank'],
      ['addressProvince', 'field-not-blank'],
      ['addressLocation', 'field-not-blank'],
      ['address', 'field-not-blank'],
      ['accessStatus', 'field-not-blank'],
    ]);
  });

  it('checks options, capacity, lengths and the address references', async () => {
    expect(
      await refused(
        validPlace({
          type: 'garage',
          accessStatus: 'sometimes',
          capacity: 0,
          name: 'X',
          availabilityNotes: 'n'.repeat(2001),
          addressLocation: '/api/locations/99999999',
        }),
      ),
    ).toEqual([
      ['name', 'field-min-length', { min: 2 }],
      ['type', 'field-not-valid-option'],
      ['capacity', 'field-must-be-positive'],
      ['accessStatus', 'field-not-valid-option'],
      ['availabilityNotes', 'field-max-length', { max: 2000 }],
      ['addressLocation', 'field-not-valid-option'],
    ]);
    expect(await refused(validPlace({ capacity: 1.5 }))).toEqual([['capacity', 'field-not-valid-type']]);
    expect(await refused(validPlace({ capacity: 'veinte' }))).toEqual([['capacity', 'field-not-valid-type']]);
    expect(await refused(validPlace({ capacity: 10001 }))).toEqual([
      ['capacity', 'field-max-value', { max: 10000 }],
    ]);
  });

  it('checks each schedule range: weekday, times as HH:MM, start before end', async () => {
    expect(
      await refused(
        validPlace({
          schedules: [
            { weekday: 'funday', start: '9:00', end: '10:00' },
            { weekday: 'monday', start: '12:00', end: '12:00' },
            { weekday: 'tuesday', start: '18:00', end: '09:00' },
            { weekday: 'friday', start: '', end: '24:00' },
          ],
        }),
      ),
    ).toEqual([
      ['schedules[0].weekday', 'field-not-valid-option'],
      ['schedules[0].start', 'field-not-valid-time'],
      ['schedules[1].end', 'schedule-start-must-be-before-end'],
      ['schedules[2].end', 'schedule-start-must-be-before-end'],
      ['schedules[3].start', 'field-not-blank'],
      ['schedules[3].end', 'field-not-valid-time'],
    ]);
  });

  it('refuses ranges of the same day that overlap, and accepts ranges that touch', async () => {
    expect(
      await refused(
        validPlace({
          schedules: [
            { weekday: 'monday', start: '09:00', end: '13:00' },
            { weekday: 'monday', start: '12:30', end: '14:00' },
          ],
        }),
      ),
    ).toEqual([['schedules[1].start', 'schedule-ranges-overlap']]);
    const touching = await create(
      validPlace({
        schedules: [
          { weekday: 'monday', start: '12:00', end: '14:00' },
          { weekday: 'monday', start: '09:00', end: '12:00' },
        ],
      }),
    );
    expect(touching.statusCode).toBe(201);
  });

  it('answers wrong JSON types with 422 and the field, never 500', async () => {
    const wrongTypes = await create(validPlace({ accesible: 'sí', schedules: 'monday' }));
    expect(wrongTypes.statusCode).toBe(422);
    expect(wrongTypes.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'accesible',
      'schedules',
    ]);
    const notObjects = await create(validPlace({ schedules: ['monday'] }));
    expect(notObjects.statusCode).toBe(422);
    expect(notObjects.json().violations[0]).toMatchObject({ propertyPath: 'schedules.0' });
    const tooMany = await create(
      validPlace({
        schedules: Array.from({ length: 51 }, (_, i) => ({
          weekday: 'monday',
          start: `${String(Math.floor(i / 3)).padStart(2, '0')}:${String((i % 3) * 20).padStart(2, '0')}`,
          end: `${String(Math.floor(i / 3)).padStart(2, '0')}:${String((i % 3) * 20 + 10).padStart(2, '0')}`,
        })),
      }),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(violationList(tooMany.json().violations)).toEqual([['schedules', 'field-max-value', { max: 50 }]]);
  });
});
