import {
  adultBirthdayCutoff,
  ageGroupOf,
  BENEFICIARY_FIELD_GROUPS,
  beneficiarySchema,
  hasPermission,
  NOTES_MAX_LENGTH,
  validateWith,
} from '../index';

/** `YYYY-MM-DD` of today (local calendar) moved by whole years and days. */
const dayFromToday = (years: number, days = 0) => {
  const today = new Date();
  // 29 February minus whole years is 28 February, never 1 March.
  const date = new Date(today.getFullYear() + years, today.getMonth(), 1);
  date.setDate(
    Math.min(today.getDate(), new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate()) + days,
  );
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const adult = {
  name: 'Rosa',
  surname: 'Jiménez Ibáñez',
  sex: 'female',
  birthday: '1975-03-02',
};

const completeAdult = {
  ...adult,
  email: 'rosa.jimenez@example.org',
  phonePrefixMobile: '+34',
  phoneMobile: '612345678',
  phonePrefix: '+34',
  phone: '952123456',
  addressCountry: '/api/countries/724',
  addressState: '/api/states/1',
  addressProvince: '/api/provinces/29',
  addressLocation: '/api/locations/29067',
  address: 'Calle Mármoles 12, 2º A',
  postalCode: '29007',
  identificationType: 'resident',
  identification: 'X1234567L',
  disability: ['motor', 'sensory'],
  notes: 'Acude los martes al taller de empleo.',
};

const tutorData = {
  tutorName: 'Rosa',
  tutorSurname: 'Jiménez Ibáñez',
  tutorEmail: 'rosa.jimenez@example.org',
  tutorPhone: '+34 612345678',
  tutorAddress: 'Calle Mármoles 12, 2º A',
  relation: 'mother',
};

const minor = { name: 'Hugo', surname: 'Jiménez', sex: 'male', birthday: dayFromToday(-10), ...tutorData };

const violationsOf = (value: object) => validateWith(beneficiarySchema, value);

const keysFor = async (base: object, field: string, value: unknown): Promise<string[]> =>
  (await violationsOf({ ...base, [field]: value }))
    .filter((v) => v.propertyPath === field)
    .map((v) => v.message);

describe('beneficiarySchema', () => {
  it('accepts a complete adult, and an adult with only name, surname, sex and birthday', async () => {
    await expect(violationsOf(completeAdult)).resolves.toEqual([]);
    await expect(violationsOf(adult)).resolves.toEqual([]);
  });

  it('requires name, surname, sex and birthday, and nothing else of an adult', async () => {
    const violations = await violationsOf({});
    expect(violations.map((v) => v.propertyPath).sort()).toEqual(['birthday', 'name', 'sex', 'surname']);
    expect(new Set(violations.map((v) => v.message))).toEqual(new Set(['field-not-blank']));
  });

  it('keeps the §5 rules for the optional person fields that are given', async () => {
    expect(await keysFor(adult, 'email', 'rosa@')).toEqual(['not-valid-email']);
    const longEmail = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.es`;
    expect(await keysFor(adult, 'email', longEmail)).toContain('field-max-length');
    expect(await keysFor(adult, 'name', '1234')).toEqual(['name-not-enough-letters']);
    expect(await keysFor(adult, 'surname', 'a'.repeat(257))).toContain('field-max-length');
    expect(await keysFor(adult, 'phoneMobile', '12')).toEqual(['field-not-valid-regex']);
    expect(await keysFor(adult, 'phonePrefixMobile', '34')).toEqual(['field-not-valid-regex']);
    expect(await keysFor(adult, 'address', 'Calle <script>')).toEqual(['field-not-valid-regex']);
    expect(await keysFor(adult, 'postalCode', '12345678901')).toEqual(['field-max-length']);
    expect(await keysFor(adult, 'sex', 'other')).toEqual(['field-not-valid-option']);
    expect(await keysFor(adult, 'birthday', dayFromToday(0, 1))).toEqual([
      'the-date-cannot-be-in-the-future',
    ]);
    // Only the date is wrong: a birthday still to come asks for no tutor.
    expect(
      (await violationsOf({ ...adult, birthday: dayFromToday(0, 1) })).map((v) => v.propertyPath),
    ).toEqual(['birthday']);
    expect(await keysFor(adult, 'birthday', '1990-02-30')).toEqual(['field-not-valid-date']);
    expect(await keysFor(adult, 'disability', ['flying'])).toEqual([]);
    expect(
      (await violationsOf({ ...adult, disability: ['flying'] })).map((v) => [v.propertyPath, v.message]),
    ).toEqual([['disability[0]', 'field-not-valid-option']]);
  });

  it('checks the DNI and NIE control letter and pairs the number with its type', async () => {
    const national = { ...adult, identificationType: 'national' };
    expect(await keysFor(national, 'identification', '12345678Z')).toEqual([]);
    const wrongLetter = await violationsOf({ ...national, identification: '12345678A' });
    expect(wrongLetter).toEqual([
      {
        propertyPath: 'identification',
        message: 'identification-control-letter',
        params: { letter: 'Z' },
      },
    ]);
    expect(await keysFor(national, 'identification', '')).toEqual(['field-not-blank']);
    expect(await keysFor(adult, 'identificationType', '')).toEqual([]);
    expect(await keysFor({ ...adult, identification: 'AB123456' }, 'identificationType', null)).toEqual([
      'field-not-blank',
    ]);
    expect(await keysFor({ ...adult, identification: 'AB123456' }, 'identificationType', 'passport')).toEqual(
      [],
    );
  });

  it('asks for the address levels above the one given', async () => {
    const onlyLocation = await violationsOf({ ...adult, addressLocation: '/api/locations/29067' });
    expect(onlyLocation.map((v) => v.propertyPath).sort()).toEqual([
      'addressCountry',
      'addressProvince',
      'addressState',
    ]);
    expect(await violationsOf({ ...adult, addressCountry: '/api/countries/250' })).toEqual([]);
    expect(await keysFor(adult, 'addressCountry', { id: 724 })).toEqual(['field-not-valid-type']);
  });

  it('requires every tutor field of a minor, each at its field', async () => {
    const child = { name: 'Hugo', surname: 'Jiménez', sex: 'male', birthday: dayFromToday(-10) };
    const violations = await violationsOf(child);
    expect(violations.map((v) => v.propertyPath).sort()).toEqual(
      ['relation', 'tutorAddress', 'tutorEmail', 'tutorName', 'tutorPhone', 'tutorSurname'].sort(),
    );
    expect(new Set(violations.map((v) => v.message))).toEqual(new Set(['field-not-blank']));
    await expect(violationsOf(minor)).resolves.toEqual([]);
  });

  it('checks the tutor fields with the person rules, for minors and adults alike', async () => {
    expect(await keysFor(minor, 'tutorEmail', 'madre@')).toEqual(['not-valid-email']);
    expect(await keysFor(minor, 'tutorPhone', 'llámame')).toEqual(['field-not-valid-regex']);
    expect(await keysFor(minor, 'tutorName', 'x')).toEqual(['name-not-enough-letters']);
    expect(await keysFor(minor, 'tutorAddress', 'a'.repeat(257))).toContain('field-max-length');
    expect(await keysFor(minor, 'relation', 'neighbour')).toEqual(['field-not-valid-option']);
    // An adult may keep a tutor (e.g. a court-appointed guardian): optional, but checked when given.
    expect(await keysFor(adult, 'relation', 'guardian')).toEqual([]);
    expect(await keysFor(adult, 'tutorEmail', 'tutor@')).toEqual(['not-valid-email']);
    expect(await keysFor(minor, 'tutor', '/api/beneficiaries/3')).toEqual([]);
    expect(await keysFor(minor, 'tutor', ['/api/beneficiaries/3'])).toEqual(['field-not-valid-type']);
  });

  it('decides minor or adult on the 18th birthday', async () => {
    const turnsEighteenTomorrow = { ...adult, birthday: dayFromToday(-18, 1) };
    expect(await keysFor(turnsEighteenTomorrow, 'tutorName', '')).toEqual(['field-not-blank']);
    const eighteenToday = { ...adult, birthday: dayFromToday(-18) };
    expect(await keysFor(eighteenToday, 'tutorName', '')).toEqual([]);
  });

  it(`bounds the notes at ${NOTES_MAX_LENGTH} characters`, async () => {
    expect(await keysFor(adult, 'notes', 'n'.repeat(NOTES_MAX_LENGTH))).toEqual([]);
    expect(await keysFor(adult, 'notes', 'n'.repeat(NOTES_MAX_LENGTH + 1))).toEqual(['field-max-length']);
    expect(await keysFor(adult, 'notes', { text: 'hola' })).toEqual(['field-not-valid-type']);
  });

  it('groups every field of the schema once on the screens', () => {
    const grouped = Object.values(BENEFICIARY_FIELD_GROUPS).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped).toEqual(expect.arrayContaining(Object.keys(beneficiarySchema.fields)));
  });
});

describe('ageGroupOf', () => {
  it('is minor until the 18th birthday and adult from that day on', () => {
    expect(ageGroupOf('2008-06-15', '2026-06-14')).toBe('minor');
    expect(ageGroupOf('2008-06-15', '2026-06-15')).toBe('adult');
    expect(ageGroupOf('1950-01-01', '2026-06-15')).toBe('adult');
    expect(ageGroupOf('2026-01-01', '2026-06-15')).toBe('minor');
  });

  it('handles 29 February without rolling the date over', () => {
    // Born on 29 February 2008: still a minor on 28 February 2026, an adult on 1 March 2026.
    expect(ageGroupOf('2008-02-29', '2026-02-28')).toBe('minor');
    expect(ageGroupOf('2008-02-29', '2026-03-01')).toBe('adult');
    // On 29 February 2028, someone born on 1 March 2010 is still 17.
    expect(adultBirthdayCutoff('2028-02-29')).toBe('2010-02-29');
    expect(ageGroupOf('2010-03-01', '2028-02-29')).toBe('minor');
    expect(ageGroupOf('2010-02-28', '2028-02-29')).toBe('adult');
  });

  it('has no age group for a birthday still to come: it is a mistake, not a minor', () => {
    expect(ageGroupOf('2026-06-16', '2026-06-15')).toBeNull();
    expect(ageGroupOf('2026-06-15', '2026-06-15')).toBe('minor');
  });

  it('has no age group without a valid birthday', () => {
    expect(ageGroupOf(null)).toBeNull();
    expect(ageGroupOf('')).toBeNull();
    expect(ageGroupOf('2001-13-01')).toBeNull();
  });
});

describe('beneficiary permissions', () => {
  const staff = (roles: string[]) => ({ profile: 'employee', roles });

  it('lets every staff role manage beneficiaries and only administrators delete them', () => {
    for (const roles of [['employee-admin'], ['employee'], ['coordinator']]) {
      for (const action of ['list', 'read', 'create', 'update'] as const) {
        expect(hasPermission(staff(roles), `beneficiary:${action}`)).toBe(true);
      }
    }
    expect(hasPermission(staff(['employee', 'coordinator']), 'beneficiary:delete')).toBe(false);
    expect(hasPermission(staff(['employee', 'employee-admin']), 'beneficiary:delete')).toBe(true);
    expect(hasPermission({ profile: 'volunteer', roles: ['volunteer'] }, 'beneficiary:read')).toBe(false);
  });
});
