import {
  calendarDay,
  checkCif,
  checkNif,
  contactPartnerSchema,
  effectiveAgreementStatus,
  hasPermission,
  isValidWebsite,
  normalizeWebsite,
  partnerSchema,
  validateWith,
} from '../index';

const validPartner = {
  name: 'Asociación Mar de Letras',
  legalType: 'non_profit',
  nif: 'G29876547',
  website: 'https://mardeletras.example.org',
  email: 'info@mardeletras.example.org',
  phonePrefix: '+34',
  phone: '952123456',
  addressCountry: '/api/countries/724',
  addressState: '/api/states/1',
  addressProvince: '/api/provinces/29',
  addressLocation: '/api/locations/29067',
  address: 'Calle Carretería 12',
  postalCode: '29008',
  description: 'Fomento de la lectura.',
  observations: 'Firmado el convenio marco.',
  agreementStatus: 'agreement_active',
  expirationDate: '2027-12-31',
};

type Params = Record<string, unknown> | undefined;

const partnerKeys = async (overrides: Record<string, unknown>, field: string): Promise<[string, Params][]> =>
  (await validateWith(partnerSchema, { ...validPartner, ...overrides }))
    .filter((v) => v.propertyPath === field)
    .map((v) => [v.message, v.params]);

describe('organisation NIF (CIF) check', () => {
  it.each(['G29876547', 'J99216582', 'A13585625', 'B64717838', 'Q2826000H', 'b-64.717.838', ' g 2987654 7 '])(
    'accepts %p',
    (value) => {
      expect(checkCif(value)).toEqual({ valid: true });
    },
  );

  it('names the control digit or letter expected', () => {
    // A, B, E and H always end in a digit; N, P, Q, R, S and W in a letter.
    expect(checkCif('B64717839')).toEqual({ valid: false, reason: 'letter', expected: '8' });
    expect(checkCif('B6471783H')).toEqual({ valid: false, reason: 'letter', expected: '8' });
    expect(checkCif('Q28260000')).toEqual({ valid: false, reason: 'letter', expected: 'H' });
    // The others take either: the message names the kind that was typed.
    expect(checkCif('G29876540')).toEqual({ valid: false, reason: 'letter', expected: '7' });
    expect(checkCif('G2987654G')).toEqual({ valid: true });
    expect(checkCif('G2987654A')).toEqual({ valid: false, reason: 'letter', expected: 'G' });
  });

  it('refuses other shapes', () => {
    for (const value of ['G2987654', 'G298765477', 'O29876547', 'X1234567L', '12345678Z', 'G29A76547']) {
      expect(checkCif(value)).toEqual({ valid: false, reason: 'format' });
    }
  });

  it('checks a person NIF as DNI, NIE or K/L/M, and both kinds for any holder', () => {
    expect(checkNif('12345678Z', 'individual')).toEqual({ valid: true });
    expect(checkNif('X1234567L', 'individual')).toEqual({ valid: true });
    expect(checkNif('M1234567L', 'individual')).toEqual({ valid: true });
    expect(checkNif('M1234567A', 'individual')).toEqual({ valid: false, reason: 'letter', expected: 'L' });
    expect(checkNif('12345678A', 'individual')).toEqual({ valid: false, reason: 'letter', expected: 'Z' });
    expect(checkNif('G29876547', 'individual')).toEqual({ valid: false, reason: 'format' });
    expect(checkNif('12345678Z', 'organisation')).toEqual({ valid: false, reason: 'format' });
    expect(checkNif('G29876547')).toEqual({ valid: true });
    expect(checkNif('12345678Z')).toEqual({ valid: true });
  });
});

describe('partnerSchema', () => {
  it('accepts a complete partner, and one with only the required fields', async () => {
    await expect(validateWith(partnerSchema, validPartner)).resolves.toEqual([]);
    const required = {
      name: 'ONCE',
      legalType: 'non_profit',
      nif: 'Q2826000H',
      addressCountry: 724,
      addressState: 1,
      addressProvince: 29,
      addressLocation: 29067,
      address: 'Calle Larios 1',
      agreementStatus: 'agreement_expired',
    };
    await expect(validateWith(partnerSchema, required)).resolves.toEqual([]);
  });

  it('reports every required field as field-not-blank', async () => {
    const violations = await validateWith(partnerSchema, {});
    const blank = violations.filter((v) => v.message === 'field-not-blank').map((v) => v.propertyPath);
    expect(blank.sort()).toEqual(
      [
        'address',
        'addressCountry',
        'addressLocation',
        'addressProvince',
        'addressState',
        'agreementStatus',
        'legalType',
        'name',
        'nif',
      ].sort(),
    );
  });

  it('bounds the name and the free texts', async () => {
    expect(await partnerKeys({ name: 'A' }, 'name')).toEqual([['field-min-length', { min: 2 }]]);
    expect(await partnerKeys({ name: 'x'.repeat(257) }, 'name')).toEqual([
      ['field-max-length', { max: 256 }],
    ]);
    expect(await partnerKeys({ description: 'x'.repeat(2001) }, 'description')).toEqual([
      ['field-max-length', { max: 2000 }],
    ]);
    expect(await partnerKeys({ observations: 'x'.repeat(2001) }, 'observations')).toEqual([
      ['field-max-length', { max: 2000 }],
    ]);
  });

  it('checks the enumerations of legal type and agreement status', async () => {
    expect(await partnerKeys({ legalType: 'foundation' }, 'legalType')).toEqual([
      ['field-not-valid-option', undefined],
    ]);
    expect(await partnerKeys({ agreementStatus: 'pending' }, 'agreementStatus')).toEqual([
      ['field-not-valid-option', undefined],
    ]);
  });

  it('checks the NIF against the legal type and names the control character', async () => {
    expect(await partnerKeys({ nif: 'G29876540' }, 'nif')).toEqual([
      ['nif-control-character', { character: '7' }],
    ]);
    expect(await partnerKeys({ nif: '12345678Z' }, 'nif')).toEqual([['nif-organisation-format', undefined]]);
    expect(await partnerKeys({ legalType: 'individual', nif: '12345678Z' }, 'nif')).toEqual([]);
    expect(await partnerKeys({ legalType: 'individual', nif: 'X1234567A' }, 'nif')).toEqual([
      ['nif-control-character', { character: 'L' }],
    ]);
    expect(await partnerKeys({ legalType: 'individual', nif: 'G29876547' }, 'nif')).toEqual([
      ['nif-individual-format', undefined],
    ]);
    // Without a known legal type, any NIF shape is checked; none at all is a plain format error.
    expect(await partnerKeys({ legalType: '', nif: 'G29876547' }, 'nif')).toEqual([]);
    expect(await partnerKeys({ legalType: '', nif: 'ABC' }, 'nif')).toEqual([
      ['field-not-valid-regex', undefined],
    ]);
    expect(await partnerKeys({ nif: 'G'.repeat(21) }, 'nif')).toContainEqual([
      'field-max-length',
      { max: 20 },
    ]);
  });

  it('checks the website, email and phone when given', async () => {
    for (const website of [
      'mardeletras.org',
      'www.mardeletras.org/contacto',
      'http://a.example.org',
      '',
      null,
    ]) {
      expect(await partnerKeys({ website }, 'website')).toEqual([]);
    }
    for (const website of [
      'mardeletras',
      'ftp://mardeletras.org',
      'https://mar de letras.org',
      'javascript:alert(1)',
    ]) {
      expect({ website, keys: await partnerKeys({ website }, 'website') }).toEqual({
        website,
        keys: [['not-valid-url', undefined]],
      });
    }
    expect(await partnerKeys({ email: 'info@' }, 'email')).toEqual([['not-valid-email', undefined]]);
    expect(await partnerKeys({ email: null }, 'email')).toEqual([]);
    expect(await partnerKeys({ phone: '12' }, 'phone')).toEqual([['field-not-valid-regex', undefined]]);
  });

  it('takes a real calendar day as expiration date, past or future, or none', async () => {
    expect(await partnerKeys({ expirationDate: '2020-01-31' }, 'expirationDate')).toEqual([]);
    expect(await partnerKeys({ expirationDate: null }, 'expirationDate')).toEqual([]);
    expect(await partnerKeys({ expirationDate: '2027-02-30' }, 'expirationDate')).toEqual([
      ['field-not-valid-date', undefined],
    ]);
    expect(await partnerKeys({ expirationDate: 20271231 }, 'expirationDate')).toEqual([
      ['field-not-valid-date', undefined],
    ]);
  });
});

describe('website helpers', () => {
  it('adds https:// when the scheme is missing', () => {
    expect(normalizeWebsite(' mardeletras.org ')).toBe('https://mardeletras.org');
    expect(normalizeWebsite('http://mardeletras.org')).toBe('http://mardeletras.org');
    expect(isValidWebsite('localhost')).toBe(false);
  });
});

describe('effectiveAgreementStatus', () => {
  it('shows an active agreement as expired from the day after its expiration date', () => {
    expect(effectiveAgreementStatus('agreement_active', '2026-03-09', '2026-03-10')).toBe(
      'agreement_expired',
    );
    expect(effectiveAgreementStatus('agreement_active', '2026-03-10', '2026-03-10')).toBe('agreement_active');
    expect(effectiveAgreementStatus('agreement_active', null, '2026-03-10')).toBe('agreement_active');
    expect(effectiveAgreementStatus('agreement_expired', '2030-01-01', '2026-03-10')).toBe(
      'agreement_expired',
    );
  });

  it("counts days in Spain's time zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(calendarDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(calendarDay(new Date('2026-07-15T21:59:00Z'))).toBe('2026-07-15');
    expect(calendarDay(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });
});

const validContact = {
  email: 'elena.castro@example.org',
  name: 'Elena',
  surname: 'Castro Ibáñez',
  phonePrefixMobile: '+34',
  phoneMobile: '612345678',
  partner: '/api/partners/1',
  jobTitle: 'Coordinadora de proyectos',
};

const contactKeys = async (overrides: Record<string, unknown>, field: string) =>
  (await validateWith(contactPartnerSchema, { ...validContact, ...overrides }))
    .filter((v) => v.propertyPath === field)
    .map((v) => [v.message, v.params]);

describe('contactPartnerSchema', () => {
  it('requires name, surname, email, mobile and partner; the rest is optional', async () => {
    await expect(validateWith(contactPartnerSchema, validContact)).resolves.toEqual([]);
    const violations = await validateWith(contactPartnerSchema, {});
    expect(violations.map((v) => v.propertyPath).sort()).toEqual(
      ['email', 'name', 'partner', 'phoneMobile', 'phonePrefixMobile', 'surname'].sort(),
    );
    expect(violations.every((v) => v.message === 'field-not-blank')).toBe(true);
  });

  it('applies the person rules to the optional fields when given', async () => {
    expect(
      await contactKeys({ identificationType: 'national', identification: '12345678A' }, 'identification'),
    ).toEqual([['identification-control-letter', { letter: 'Z' }]]);
    expect(
      await contactKeys({ identificationType: 'national', identification: '12345678Z' }, 'identification'),
    ).toEqual([]);
    expect(await contactKeys({ sex: 'other' }, 'sex')).toEqual([['field-not-valid-option', undefined]]);
    expect(await contactKeys({ birthday: '2999-01-01' }, 'birthday')).toEqual([
      ['the-date-cannot-be-in-the-future', undefined],
    ]);
    expect(await contactKeys({ address: '<script>' }, 'address')).toEqual([
      ['field-not-valid-regex', undefined],
    ]);
    expect(await contactKeys({ sex: '', birthday: null, address: '  ' }, 'sex')).toEqual([]);
  });

  it('keeps the required person rules and bounds the job title', async () => {
    expect(await contactKeys({ email: 'x@' }, 'email')).toEqual([['not-valid-email', undefined]]);
    expect(await contactKeys({ name: '1' }, 'name')).toEqual([
      ['name-not-enough-letters', { min: 2, percent: 30 }],
    ]);
    expect(await contactKeys({ jobTitle: 'x'.repeat(129) }, 'jobTitle')).toEqual([
      ['field-max-length', { max: 128 }],
    ]);
    expect(await contactKeys({ partner: ['a'] }, 'partner')).toEqual([['field-not-valid-type', undefined]]);
  });
});

describe('partner permissions', () => {
  const staff = (roles: string[]) => ({ profile: 'employee', roles });

  it('lets every staff role manage partners and contact persons, and only administrators delete them', () => {
    for (const roles of [['employee-admin'], ['employee'], ['coordinator']]) {
      for (const permission of ['partner:create', 'partner:update', 'contact-partner:create'] as const) {
        expect(hasPermission(staff(roles), permission)).toBe(true);
      }
    }
    for (const permission of ['partner:delete', 'contact-partner:delete'] as const) {
      expect(hasPermission(staff(['user', 'employee', 'coordinator']), permission)).toBe(false);
      expect(hasPermission(staff(['user', 'employee', 'employee-admin']), permission)).toBe(true);
    }
  });

  it('grants a partner contact nothing here', () => {
    expect(hasPermission({ profile: 'partner', roles: ['user', 'partner'] }, 'partner:read')).toBe(false);
  });
});
