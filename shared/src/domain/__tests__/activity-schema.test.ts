import {
  activitySchema,
  duplicateActivitySchema,
  interventionSchema,
  tierLimit,
  validateWith,
} from '../index';

const validActivity = {
  name: 'Taller de cocina saludable',
  description: 'Cuatro sesiones prácticas.',
  type: 'educational',
  mode: 'onsite',
  project: null,
  coordinator: '/api/coordinators/4',
  partners: ['/api/partners/1'],
  dateStart: '2026-10-01',
  dateEnd: '2026-10-31',
};

const validIntervention = {
  name: null,
  date: '2026-10-05',
  scheduleStart: '10:00',
  scheduleEnd: '12:00',
  format: 'onsite',
  place: '/api/places/1',
  minVolunteers: 1,
  maxVolunteers: 4,
  minEmployees: 0,
  maxEmployees: 1,
  minBeneficiaries: 1,
  maxBeneficiaries: 12,
  observations: null,
};

const activityMessages = async (overrides: Record<string, unknown>, field: string) =>
  (await validateWith(activitySchema, { ...validActivity, ...overrides }))
    .filter((violation) => violation.propertyPath === field)
    .map((violation) => violation.message);

const interventionMessages = async (overrides: Record<string, unknown>, field: string) =>
  (await validateWith(interventionSchema, { ...validIntervention, ...overrides }))
    .filter((violation) => violation.propertyPath === field)
    .map((violation) => violation.message);

describe('activitySchema', () => {
  it('accepts a complete activity and a one-day one', async () => {
    expect(await validateWith(activitySchema, validActivity)).toEqual([]);
    expect(await activityMessages({ dateEnd: '2026-10-01' }, 'dateEnd')).toEqual([]);
  });

  it('checks the name, the type and the mode', async () => {
    expect(await activityMessages({ name: ' ' }, 'name')).toEqual(['field-not-blank']);
    expect(await activityMessages({ name: 'A' }, 'name')).toEqual(['field-min-length']);
    expect(await activityMessages({ name: 'a'.repeat(257) }, 'name')).toEqual(['field-max-length']);
    expect(await activityMessages({ description: 'a'.repeat(2001) }, 'description')).toEqual([
      'field-max-length',
    ]);
    expect(await activityMessages({ type: 'sports' }, 'type')).toEqual(['field-not-valid-option']);
    expect(await activityMessages({ type: null }, 'type')).toEqual(['field-not-blank']);
    expect(await activityMessages({ mode: 'remote' }, 'mode')).toEqual(['field-not-valid-option']);
  });

  it('requires both days, the end not before the start', async () => {
    expect(await activityMessages({ dateStart: null }, 'dateStart')).toEqual(['field-not-blank']);
    expect(await activityMessages({ dateEnd: null }, 'dateEnd')).toEqual(['field-not-blank']);
    expect(await activityMessages({ dateEnd: '2026-09-30' }, 'dateEnd')).toEqual([
      'date-start-after-date-end',
    ]);
    expect(await activityMessages({ dateStart: '2026-02-30' }, 'dateStart')).toEqual([
      'field-not-valid-date',
    ]);
  });

  it('requires a coordinator and at least one partner, with their keys', async () => {
    expect(await activityMessages({ coordinator: null }, 'coordinator')).toEqual(['coordinator-required']);
    expect(await activityMessages({ coordinator: '' }, 'coordinator')).toEqual(['coordinator-required']);
    expect(await activityMessages({ partners: [] }, 'partners')).toEqual(['partner-required']);
    expect(await activityMessages({ partners: null }, 'partners')).toEqual(['partner-required']);
    expect(await activityMessages({ partners: 'x' }, 'partners')).toContain('field-not-valid-type');
  });

  it('duplicating asks for the new days; the name is optional', async () => {
    expect(
      await validateWith(duplicateActivitySchema, { dateStart: '2027-01-01', dateEnd: '2027-01-31' }),
    ).toEqual([]);
    const violations = await validateWith(duplicateActivitySchema, {
      name: 'A',
      dateStart: '2027-02-01',
      dateEnd: '2027-01-31',
    });
    expect(violations.map((v) => [v.propertyPath, v.message])).toEqual([
      ['name', 'field-min-length'],
      ['dateEnd', 'date-start-after-date-end'],
    ]);
  });
});

describe('interventionSchema', () => {
  it('accepts a complete intervention, and an online one without a place', async () => {
    expect(await validateWith(interventionSchema, validIntervention)).toEqual([]);
    expect(
      await validateWith(interventionSchema, { ...validIntervention, format: 'online', place: null }),
    ).toEqual([]);
  });

  it('requires a place unless the intervention is online', async () => {
    expect(await interventionMessages({ place: null }, 'place')).toEqual(['field-not-blank']);
    expect(await interventionMessages({ place: null, format: 'hybrid' }, 'place')).toEqual([
      'field-not-blank',
    ]);
  });

  it('checks the day, the times and the format', async () => {
    expect(await interventionMessages({ date: null }, 'date')).toEqual(['field-not-blank']);
    expect(await interventionMessages({ scheduleStart: '9:00' }, 'scheduleStart')).toEqual([
      'field-not-valid-time',
    ]);
    expect(await interventionMessages({ scheduleEnd: '24:00' }, 'scheduleEnd')).toEqual([
      'field-not-valid-time',
    ]);
    expect(await interventionMessages({ scheduleEnd: '10:00' }, 'scheduleEnd')).toEqual([
      'schedule-start-must-be-before-end',
    ]);
    expect(await interventionMessages({ scheduleEnd: '09:59' }, 'scheduleEnd')).toEqual([
      'schedule-start-must-be-before-end',
    ]);
    expect(await interventionMessages({ format: 'x' }, 'format')).toEqual(['field-not-valid-option']);
  });

  it('checks the counts: whole numbers from 0, minimum not above maximum', async () => {
    expect(await interventionMessages({ minVolunteers: -1 }, 'minVolunteers')).toEqual([
      'field-cannot-be-negative',
    ]);
    expect(await interventionMessages({ maxEmployees: 1.5 }, 'maxEmployees')).toEqual([
      'field-not-valid-type',
    ]);
    expect(await interventionMessages({ maxEmployees: null }, 'maxEmployees')).toEqual(['field-not-blank']);
    expect(await interventionMessages({ minVolunteers: 5 }, 'minVolunteers')).toEqual([
      'min-must-be-less-than-max',
    ]);
    expect(await interventionMessages({ minVolunteers: 4 }, 'minVolunteers')).toEqual([]);
    expect(await interventionMessages({ minBeneficiaries: 13 }, 'minBeneficiaries')).toEqual([
      'min-must-be-less-than-max',
    ]);
    expect(await interventionMessages({ maxBeneficiaries: 10001 }, 'maxBeneficiaries')).toEqual([
      'field-max-value',
    ]);
  });

  it('refuses volunteers and employees both at 0, and beneficiaries at 0 (spec §5)', async () => {
    expect(
      await interventionMessages({ minVolunteers: 0, maxVolunteers: 0, maxEmployees: 0 }, 'maxVolunteers'),
    ).toEqual(['volunteers-and-employees-cannot-both-be-zero']);
    expect(await interventionMessages({ minVolunteers: 0, maxVolunteers: 0 }, 'maxVolunteers')).toEqual([]);
    expect(
      await interventionMessages({ minBeneficiaries: 0, maxBeneficiaries: 0 }, 'maxBeneficiaries'),
    ).toEqual(['field-greater-than-zero']);
  });
});

describe('activity tier caps', () => {
  it('caps open activities and interventions per activity by tier; the network tier has none', () => {
    expect(tierLimit(1, 'activities')).toBe(10);
    expect(tierLimit(2, 'activities')).toBe(50);
    expect(tierLimit(3, 'interventionsPerActivity')).toBe(200);
    expect(tierLimit(4, 'activities')).toBeUndefined();
  });
});
