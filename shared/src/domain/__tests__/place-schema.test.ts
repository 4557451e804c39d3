import { placeSchema, validateWith } from '../index';

const validPlace = {
  name: 'Aula Mar de Letras',
  type: 'classroom',
  capacity: 24,
  addressCountry: '/api/countries/724',
  addressState: '/api/states/1',
  addressProvince: '/api/provinces/29',
  addressLocation: '/api/locations/29067',
  address: 'Calle Carretería 12',
  postalCode: '29008',
  accessStatus: 'access',
  accesible: true,
  hasProjector: true,
  hasComputer: false,
  hasWhiteboard: true,
  hasAirConditioning: false,
  schedules: [
    { weekday: 'monday', start: '09:00', end: '14:00' },
    { weekday: 'monday', start: '16:00', end: '20:00' },
    { weekday: 'thursday', start: '10:00', end: '13:00' },
  ],
  availabilityNotes: 'Las llaves, en conserjería.',
  observations: null,
};

const violationsOf = async (overrides: Record<string, unknown>) =>
  (await validateWith(placeSchema, { ...validPlace, ...overrides })).map((v) =>
    v.params ? [v.propertyPath, v.message, v.params] : [v.propertyPath, v.message],
  );

describe('placeSchema', () => {
  it('accepts a complete place, and one with only the required fields', async () => {
    expect(await violationsOf({})).toEqual([]);
    expect(
      await violationsOf({
        postalCode: null,
        accesible: undefined,
        hasProjector: null,
        schedules: undefined,
        availabilityNotes: undefined,
        observations: undefined,
      }),
    ).toEqual([]);
    expect(await violationsOf({ schedules: [] })).toEqual([]);
  });

  it('requires name, type, capacity, address and access status', async () => {
    const blank = {
      name: ' ',
      type: '',
      capacity: null,
      addressCountry: null,
      addressState: null,
      addressProvince: null,
      addressLocation: null,
      address: '',
      accessStatus: undefined,
    };
    expect(await violationsOf(blank)).toEqual(Object.keys(blank).map((field) => [field, 'field-not-blank']));
  });

  it('takes types and access statuses from their enumerations', async () => {
    expect(await violationsOf({ type: 'garage', accessStatus: 'maybe' })).toEqual([
      ['type', 'field-not-valid-option'],
      ['accessStatus', 'field-not-valid-option'],
    ]);
  });

  it.each([
    [0, 'field-must-be-positive', undefined],
    [-3, 'field-must-be-positive', undefined],
    [2.5, 'field-not-valid-type', undefined],
    [10001, 'field-max-value', { max: 10000 }],
    ['muchas', 'field-not-valid-type', undefined],
  ])('refuses the capacity %p with %s', async (capacity, key, params) => {
    expect(await violationsOf({ capacity })).toEqual([
      params ? ['capacity', key, params] : ['capacity', key],
    ]);
  });

  it('takes what exceeding the capacity does from its enumeration, and leaves it optional (warn)', async () => {
    expect(await violationsOf({ capacityPolicy: 'warn' })).toEqual([]);
    expect(await violationsOf({ capacityPolicy: 'refuse' })).toEqual([]);
    expect(await violationsOf({ capacityPolicy: null })).toEqual([]);
    expect(await violationsOf({ capacityPolicy: 'ignore' })).toEqual([
      ['capacityPolicy', 'field-not-valid-option'],
    ]);
  });

  it('bounds the name and the notes', async () => {
    expect(
      await violationsOf({ name: 'A', availabilityNotes: 'x'.repeat(2001), observations: 'y'.repeat(2001) }),
    ).toEqual([
      ['name', 'field-min-length', { min: 2 }],
      ['availabilityNotes', 'field-max-length', { max: 2000 }],
      ['observations', 'field-max-length', { max: 2000 }],
    ]);
  });

  it('refuses switches that are not booleans', async () => {
    expect(await violationsOf({ hasProjector: 'yes' })).toEqual([['hasProjector', 'field-not-valid-type']]);
  });

  describe('weekly schedule', () => {
    it('requires a weekday of the enumeration and both times as HH:MM', async () => {
      expect(
        await violationsOf({
          schedules: [
            { weekday: 'someday', start: '9:00', end: '' },
            { weekday: null, start: '10:00', end: '25:00' },
          ],
        }),
      ).toEqual([
        ['schedules[0].weekday', 'field-not-valid-option'],
        ['schedules[0].start', 'field-not-valid-time'],
        ['schedules[0].end', 'field-not-blank'],
        ['schedules[1].weekday', 'field-not-blank'],
        ['schedules[1].end', 'field-not-valid-time'],
      ]);
    });

    it('wants each range to start before it ends', async () => {
      expect(
        await violationsOf({
          schedules: [
            { weekday: 'monday', start: '14:00', end: '09:00' },
            { weekday: 'tuesday', start: '10:00', end: '10:00' },
          ],
        }),
      ).toEqual([
        ['schedules[0].end', 'schedule-start-must-be-before-end'],
        ['schedules[1].end', 'schedule-start-must-be-before-end'],
      ]);
    });

    it('refuses ranges of the same day that overlap, on the later one', async () => {
      expect(
        await violationsOf({
          schedules: [
            { weekday: 'monday', start: '12:00', end: '15:00' },
            { weekday: 'monday', start: '09:00', end: '13:00' },
            { weekday: 'tuesday', start: '12:00', end: '15:00' },
            { weekday: 'monday', start: '09:00', end: '13:00' },
          ],
        }),
      ).toEqual([
        ['schedules[0].start', 'schedule-ranges-overlap'],
        ['schedules[3].start', 'schedule-ranges-overlap'],
      ]);
    });

    it('lets ranges touch and the same times repeat on other days', async () => {
      expect(
        await violationsOf({
          schedules: [
            { weekday: 'monday', start: '09:00', end: '12:00' },
            { weekday: 'monday', start: '12:00', end: '14:00' },
            { weekday: 'friday', start: '09:00', end: '12:00' },
          ],
        }),
      ).toEqual([]);
    });

    it('refuses a schedule that is not a list of ranges, or too long a one', async () => {
      expect(await violationsOf({ schedules: 'monday' })).toEqual([['schedules', 'field-not-valid-type']]);
      expect(await violationsOf({ schedules: ['monday'] })).toEqual([
        ['schedules[0]', 'field-not-valid-type'],
      ]);
      const many = Array.from({ length: 51 }, (_, i) => ({
        weekday: 'monday',
        start: `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
        end: `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15 + 10).padStart(2, '0')}`,
      }));
      expect(await violationsOf({ schedules: many })).toEqual([
        ['schedules', 'field-max-value', { max: 50 }],
      ]);
    });
  });
});
