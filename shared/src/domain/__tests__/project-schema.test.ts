import { projectSchema, tierLimit, TIER_LIMITS, validateWith } from '../index';

const validProject = {
  name: 'Aula digital 2030',
  description: 'Talleres de competencias digitales para personas mayores.',
  dateStart: '2026-01-15',
  dateEnd: '2026-12-20',
  status: 'active',
};

const messages = async (overrides: Record<string, unknown>, field: string) =>
  (await validateWith(projectSchema, { ...validProject, ...overrides }))
    .filter((violation) => violation.propertyPath === field)
    .map((violation) => [violation.message, violation.params]);

describe('projectSchema', () => {
  it('accepts a complete project, a one-day project and an open-ended one', async () => {
    expect(await validateWith(projectSchema, validProject)).toEqual([]);
    expect(await validateWith(projectSchema, { ...validProject, dateEnd: '2026-01-15' })).toEqual([]);
    expect(
      await validateWith(projectSchema, {
        ...validProject,
        dateEnd: null,
        description: null,
        status: 'closed',
      }),
    ).toEqual([]);
  });

  it('requires the name, at least two characters and at most 256', async () => {
    expect(await messages({ name: '  ' }, 'name')).toEqual([['field-not-blank', undefined]]);
    expect(await messages({ name: undefined }, 'name')).toEqual([['field-not-blank', undefined]]);
    expect(await messages({ name: 'A' }, 'name')).toEqual([['field-min-length', { min: 2 }]]);
    expect(await messages({ name: 'a'.repeat(257) }, 'name')).toEqual([['field-max-length', { max: 256 }]]);
  });

  it('keeps the description under 2,000 characters', async () => {
    expect(await messages({ description: 'a'.repeat(2000) }, 'description')).toEqual([]);
    expect(await messages({ description: 'a'.repeat(2001) }, 'description')).toEqual([
      ['field-max-length', { max: 2000 }],
    ]);
  });

  it('requires a real start date; the end date is optional but real when given', async () => {
    expect(await messages({ dateStart: '' }, 'dateStart')).toEqual([['field-not-blank', undefined]]);
    expect(await messages({ dateStart: null }, 'dateStart')).toEqual([['field-not-blank', undefined]]);
    expect(await messages({ dateStart: '2026-02-30' }, 'dateStart')).toEqual([
      ['field-not-valid-date', undefined],
    ]);
    expect(await messages({ dateEnd: 'mañana' }, 'dateEnd')).toEqual([['field-not-valid-date', undefined]]);
    expect(await messages({ dateEnd: 20261220 }, 'dateEnd')).toEqual([['field-not-valid-date', undefined]]);
  });

  it('refuses a start date after the end date, at the end date', async () => {
    expect(await messages({ dateStart: '2026-06-02', dateEnd: '2026-06-01' }, 'dateEnd')).toEqual([
      ['date-start-after-date-end', undefined],
    ]);
    expect(await messages({ dateStart: '2026-06-02', dateEnd: '2026-06-01' }, 'dateStart')).toEqual([]);
  });

  it('takes only the statuses active and closed', async () => {
    expect(await messages({ status: '' }, 'status')).toEqual([['field-not-blank', undefined]]);
    expect(await messages({ status: 'draft' }, 'status')).toEqual([['field-not-valid-option', undefined]]);
  });
});

describe('tier limits of projects (spec §9)', () => {
  it('caps active projects at 1, 5 and 12', () => {
    expect([1, 2, 3].map((tier) => tierLimit(tier, 'projects'))).toEqual([1, 5, 12]);
    expect(TIER_LIMITS[2].projects).toBe(5);
    // A tier outside the table has no cap set by the product.
    expect(tierLimit(4, 'projects')).toBeUndefined();
  });
});
