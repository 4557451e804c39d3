import {
  activateAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  personFieldsSchema,
  resetPasswordSchema,
  toViolations,
  validateWith,
} from '../index';
import type { Violation } from '../types';

const validPerson = {
  email: 'lucia.garcia@example.org',
  name: 'Lucía',
  surname: 'Núñez Peña',
  phonePrefixMobile: '+34',
  phoneMobile: '612345678',
  phonePrefix: '',
  phone: '',
  addressCountry: '/api/countries/724',
  addressState: '/api/states/1',
  addressProvince: '/api/provinces/29',
  addressLocation: '/api/locations/29067',
  address: 'Calle Larios 5, 3º B',
  postalCode: '29005',
  identificationType: 'national',
  identification: '12345678Z',
  sex: 'female',
  birthday: '1990-05-17',
  disability: [],
};

/** Message keys reported for one field when `field` takes `value` in an otherwise valid person. */
const keysFor = async (field: string, value: unknown): Promise<string[]> => {
  const violations = await validateWith(personFieldsSchema, { ...validPerson, [field]: value });
  return violations.filter((v) => v.propertyPath === field).map((v) => v.message);
};

const isoDaysFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('personFieldsSchema', () => {
  it('accepts a complete, valid person', async () => {
    await expect(validateWith(personFieldsSchema, validPerson)).resolves.toEqual([]);
  });

  it('reports every missing required field at once with payload paths', async () => {
    const violations = await validateWith(personFieldsSchema, {});
    expect(violations.map((v) => v.propertyPath).sort()).toEqual(
      [
        'address',
        'addressCountry',
        'addressLocation',
        'addressProvince',
        'addressState',
        'birthday',
        'email',
        'identification',
        'identificationType',
        'name',
        'phoneMobile',
        'phonePrefixMobile',
        'sex',
        'surname',
      ].sort(),
    );
    expect(new Set(violations.map((v) => v.message))).toEqual(new Set(['field-not-blank']));
  });

  describe.each(['name', 'surname'])('%s', (field) => {
    it.each(['Lucía', 'Ñoño', 'José María', "O'Brien", 'Ana-Belén', 'Li', 'Müller 2º'])(
      'accepts %p',
      async (value) => {
        expect(await keysFor(field, value)).toEqual([]);
      },
    );
    it.each([
      ['', 'field-not-blank'],
      ['   ', 'field-not-blank'],
      [null, 'field-not-blank'],
      ['A', 'name-not-enough-letters'],
      ['12345a', 'name-not-enough-letters'],
      ['ab1234567', 'name-not-enough-letters'],
    ])('rejects %p with %s', async (value, key) => {
      expect(await keysFor(field, value)).toEqual([key]);
    });
    it('says the rule: how many letters at least, and their least share of the text', async () => {
      const violations = await validateWith(personFieldsSchema, { ...validPerson, [field]: 'A' });
      expect(violations.filter((v) => v.propertyPath === field)).toEqual([
        { propertyPath: field, message: 'name-not-enough-letters', params: { min: 2, percent: 30 } },
      ]);
    });
    it('counts accented letters and ñ towards the 30% ratio', async () => {
      // 3 letters out of 10 characters is exactly 30%.
      expect(await keysFor(field, 'ñáé1234567')).toEqual([]);
      expect(await keysFor(field, 'ñá12345678')).toEqual(['name-not-enough-letters']);
    });
    it('bounds the length to 256 with the bound as a parameter', async () => {
      expect(await keysFor(field, 'a'.repeat(256))).toEqual([]);
      const violations = await validateWith(personFieldsSchema, { ...validPerson, [field]: 'a'.repeat(257) });
      expect(violations).toEqual([
        { propertyPath: field, message: 'field-max-length', params: { max: 256 } },
      ]);
    });
  });

  describe('email', () => {
    it.each(['a@b.co', 'nombre.apellido+tag@sub.example.org', `${'a'.repeat(64)}@example.org`])(
      'accepts %p',
      async (value) => {
        expect(await keysFor('email', value)).toEqual([]);
      },
    );
    it.each([
      ['', ['field-not-blank']],
      ['sin-arroba', ['not-valid-email']],
      ['a@b', ['not-valid-email']],
      ['a b@example.org', ['not-valid-email']],
      ['a..b@example.org', ['not-valid-email']],
      ['a@-example.org', ['not-valid-email']],
      [`${'a'.repeat(65)}@example.org`, ['not-valid-email']],
      [`a@${'b'.repeat(64)}.org`, ['not-valid-email']],
    ])('rejects %p', async (value, keys) => {
      expect(await keysFor('email', value)).toEqual(keys);
    });
    it('limits the field to 180 characters and any address to 254', async () => {
      const label = 'b'.repeat(60);
      const at180 = `${'a'.repeat(50)}@${label}.${label}.${'c'.repeat(180 - 50 - 1 - 122)}`;
      expect(at180).toHaveLength(180);
      expect(await keysFor('email', at180)).toEqual([]);
      expect(await keysFor('email', `a${at180}`)).toEqual(['field-max-length']);
      const over254 = `${'a'.repeat(60)}@${[label, label, label, 'orgsorgsorg'].join('.')}`;
      expect(over254.length).toBeGreaterThan(254);
      expect(await keysFor('email', over254)).toEqual(['field-max-length', 'not-valid-email']);
    });
  });

  describe('phones', () => {
    it.each(['+3', '+34', '+1234'])('accepts the mobile prefix %p', async (value) => {
      expect(await keysFor('phonePrefixMobile', value)).toEqual([]);
    });
    it.each([
      ['', 'field-not-blank'],
      ['34', 'field-not-valid-regex'],
      ['+12345', 'field-not-valid-regex'],
      ['+3a', 'field-not-valid-regex'],
    ])('rejects the mobile prefix %p with %s', async (value, key) => {
      expect(await keysFor('phonePrefixMobile', value)).toEqual([key]);
    });
    it.each([
      '612345678',
      '612 345 678',
      '(952) 123-4567',
      '+34 952 123 4567',
      '952.123.4567 ext 12',
      '91 123 4567',
    ])('accepts the phone %p', async (value) => {
      expect(await keysFor('phoneMobile', value)).toEqual([]);
    });
    it.each([
      ['', ['field-not-blank']],
      ['12345', ['field-not-valid-regex']],
      ['teléfono', ['field-not-valid-regex']],
      ['+34 612 345 678 999 999', ['field-max-length', 'field-not-valid-regex']],
    ])('rejects the phone %p', async (value, keys) => {
      expect(await keysFor('phoneMobile', value)).toEqual(keys);
    });
    it('leaves the landline optional but applies the same format when given', async () => {
      expect(await keysFor('phone', '')).toEqual([]);
      expect(await keysFor('phone', null)).toEqual([]);
      expect(await keysFor('phone', undefined)).toEqual([]);
      expect(await keysFor('phone', '952123456')).toEqual([]);
      expect(await keysFor('phone', '123')).toEqual(['field-not-valid-regex']);
      expect(await keysFor('phonePrefix', '')).toEqual([]);
      expect(await keysFor('phonePrefix', '+34')).toEqual([]);
      expect(await keysFor('phonePrefix', '0034')).toEqual(['field-not-valid-regex']);
    });
  });

  describe('address and postal code', () => {
    it.each([
      'Calle Larios 5, 3º B',
      'Avda. de Andalucía, 12 - 4ª',
      "C/ O'Donnell 22",
      '1600 Main St\nSpringfield, IL 62704',
    ])('accepts %p', async (value) => {
      expect(await keysFor('address', value)).toEqual([]);
    });
    it.each([
      ['', ['field-not-blank']],
      ['Calle <script>', ['field-not-valid-regex']],
      ['Calle Mayor 1; DROP', ['field-not-valid-regex']],
      ['Calle Mayor 1\nsin formato', ['field-not-valid-regex']],
      ['---', ['field-not-valid-regex']],
      ['a'.repeat(257), ['field-max-length']],
    ])('rejects %p', async (value, keys) => {
      expect(await keysFor('address', value)).toEqual(keys);
    });
    it('keeps the postal code optional and at most 10 characters', async () => {
      expect(await keysFor('postalCode', '')).toEqual([]);
      expect(await keysFor('postalCode', undefined)).toEqual([]);
      expect(await keysFor('postalCode', '29005')).toEqual([]);
      expect(await keysFor('postalCode', '12345678901')).toEqual(['field-max-length']);
    });
  });

  describe('identification', () => {
    // The general pattern of §5, on a passport (DNI and NIE add their own checks, below).
    const passportKeys = async (identification: unknown) =>
      (
        await validateWith(personFieldsSchema, {
          ...validPerson,
          identificationType: 'passport',
          identification,
        })
      )
        .filter((v) => v.propertyPath === 'identification')
        .map((v) => v.message);
    it.each(['12345678Z', 'X1234567L', 'PAS-123_45', 'AB 12 CD'])('accepts %p', async (value) => {
      expect(await passportKeys(value)).toEqual([]);
    });
    it.each([
      ['', ['field-not-blank']],
      ['A1234', ['field-not-valid-regex']],
      ['123456789', ['field-not-valid-regex']],
      ['ABCDEFGH', ['field-not-valid-regex']],
      ['A1'.repeat(11), ['field-not-valid-regex']],
      ['1234.567A', ['field-not-valid-regex']],
      ['A1'.repeat(26), ['field-max-length', 'field-not-valid-regex']],
    ])('rejects %p', async (value, keys) => {
      expect(await passportKeys(value)).toEqual(keys);
    });
  });

  describe('Spanish identification (DNI and NIE)', () => {
    const keysOf = async (identificationType: string, identification: string) =>
      (await validateWith(personFieldsSchema, { ...validPerson, identificationType, identification }))
        .filter((v) => v.propertyPath === 'identification')
        .map((v) => [v.message, v.params]);

    it.each([
      ['national', '12345678Z'],
      ['national', '12345678-z'],
      ['national', '00000000T'],
      ['resident', 'X1234567L'],
      ['resident', 'y 1234567 x'],
      ['resident', 'Z7654321H'],
    ])('accepts a %s document %p with its control letter', async (type, value) => {
      expect(await keysOf(type, value)).toEqual([]);
    });

    it('names the letter a DNI or NIE should have', async () => {
      expect(await keysOf('national', '12345678A')).toEqual([
        ['identification-control-letter', { letter: 'Z' }],
      ]);
      expect(await keysOf('resident', 'X1234567A')).toEqual([
        ['identification-control-letter', { letter: 'L' }],
      ]);
    });

    it('explains the shape of each document', async () => {
      expect(await keysOf('national', 'X1234567L')).toEqual([['identification-dni-format', undefined]]);
      expect(await keysOf('national', '1234567Z')).toEqual([['identification-dni-format', undefined]]);
      expect(await keysOf('resident', '12345678Z')).toEqual([['identification-nie-format', undefined]]);
    });

    it('leaves passports to the general pattern', async () => {
      expect(await keysOf('passport', 'PAS-123_45')).toEqual([]);
      expect(await keysOf('passport', '12345678A')).toEqual([]);
    });
  });

  describe('choices', () => {
    it('requires a known identification type and sex', async () => {
      expect(await keysFor('identificationType', 'passport')).toEqual([]);
      expect(await keysFor('identificationType', '')).toEqual(['field-not-blank']);
      expect(await keysFor('identificationType', 'dni')).toEqual(['field-not-valid-option']);
      expect(await keysFor('sex', 'not-to-response')).toEqual([]);
      expect(await keysFor('sex', '')).toEqual(['field-not-blank']);
      expect(await keysFor('sex', 'other')).toEqual(['field-not-valid-option']);
    });
    it('accepts known disability types only', async () => {
      expect(await keysFor('disability', ['motor', 'touch-hearing'])).toEqual([]);
      expect(await keysFor('disability', undefined)).toEqual([]);
      const violations = await validateWith(personFieldsSchema, {
        ...validPerson,
        disability: ['motor', 'flying'],
      });
      expect(violations).toEqual([{ propertyPath: 'disability[1]', message: 'field-not-valid-option' }]);
    });
  });

  describe('birthday', () => {
    it('accepts a past date, today and a date-time string', async () => {
      expect(await keysFor('birthday', '1990-05-17')).toEqual([]);
      expect(await keysFor('birthday', isoDaysFromToday(0))).toEqual([]);
      expect(await keysFor('birthday', '1990-05-17T00:00:00.000Z')).toEqual([]);
      expect(await keysFor('birthday', new Date(1990, 4, 17))).toEqual([]);
    });
    it.each([
      [undefined, 'field-not-blank'],
      ['', 'field-not-blank'],
      ['17/05/1990', 'field-not-valid-date'],
      ['1990-02-30', 'field-not-valid-date'],
      [42, 'field-not-valid-date'],
    ])('rejects %p with %s', async (value, key) => {
      expect(await keysFor('birthday', value)).toEqual([key]);
    });
    it('rejects a date in the future', async () => {
      expect(await keysFor('birthday', isoDaysFromToday(1))).toEqual(['the-date-cannot-be-in-the-future']);
    });
    it('rejects a date more than 120 years ago', async () => {
      const year = new Date().getFullYear();
      expect(await keysFor('birthday', `${year - 119}-01-01`)).toEqual([]);
      const violations = await validateWith(personFieldsSchema, {
        ...validPerson,
        birthday: `${year - 121}-01-01`,
      });
      expect(violations).toEqual([
        { propertyPath: 'birthday', message: 'the-date-cannot-be-too-old', params: { max: 120 } },
      ]);
    });
  });

  describe('geography references', () => {
    it.each(['addressCountry', 'addressState', 'addressProvince', 'addressLocation'])(
      'requires %s',
      async (field) => {
        expect(await keysFor(field, '')).toEqual(['field-not-blank']);
        expect(await keysFor(field, null)).toEqual(['field-not-blank']);
        expect(await keysFor(field, 724)).toEqual([]);
        expect(await keysFor(field, { id: 1 })).toEqual(['field-not-valid-type']);
      },
    );
  });

  it('reports a wrong type instead of throwing', async () => {
    expect(await keysFor('name', { first: 'Ana' })).toEqual(['field-not-valid-type']);
  });
});

describe('loginSchema', () => {
  it('requires email and password', async () => {
    expect(await validateWith(loginSchema, {})).toEqual([
      { propertyPath: 'email', message: 'field-not-blank' },
      { propertyPath: 'password', message: 'field-not-blank' },
    ]);
  });
  it('accepts any non-empty password and a valid email', async () => {
    expect(await validateWith(loginSchema, { email: 'admin@demo.example.org', password: 'x' })).toEqual([]);
    expect(await validateWith(loginSchema, { email: 'admin', password: 'x' })).toEqual([
      { propertyPath: 'email', message: 'not-valid-email' },
    ]);
  });
});

describe('forgotPasswordSchema', () => {
  it('requires a valid email', async () => {
    expect(await validateWith(forgotPasswordSchema, { email: '' })).toEqual([
      { propertyPath: 'email', message: 'field-not-blank' },
    ]);
    expect(await validateWith(forgotPasswordSchema, { email: 'ana@example.org' })).toEqual([]);
  });
});

describe('resetPasswordSchema', () => {
  const password = 'Una-clave-larga-1';

  it('accepts a 12 to 64 character password repeated', async () => {
    expect(await validateWith(resetPasswordSchema, { password, repeatPassword: password })).toEqual([]);
    const at64 = 'a'.repeat(64);
    expect(await validateWith(resetPasswordSchema, { password: at64, repeatPassword: at64 })).toEqual([]);
    const at12 = 'a'.repeat(12);
    expect(await validateWith(resetPasswordSchema, { password: at12, repeatPassword: at12 })).toEqual([]);
  });
  it('bounds the length with the bound as a parameter', async () => {
    expect(
      await validateWith(resetPasswordSchema, { password: 'a'.repeat(11), repeatPassword: 'a'.repeat(11) }),
    ).toEqual([{ propertyPath: 'password', message: 'field-min-length', params: { min: 12 } }]);
    expect(
      await validateWith(resetPasswordSchema, { password: 'a'.repeat(65), repeatPassword: 'a'.repeat(65) }),
    ).toEqual([{ propertyPath: 'password', message: 'field-max-length', params: { max: 64 } }]);
  });
  it('counts characters as a person does: an emoji is one, not two', async () => {
    const sixEmoji = '😀😁😂🤣😃😄';
    expect(sixEmoji.length).toBe(12);
    expect(await validateWith(resetPasswordSchema, { password: sixEmoji })).toEqual([
      { propertyPath: 'password', message: 'field-min-length', params: { min: 12 } },
    ]);
    const sixtyFourEmoji = '🌻'.repeat(64);
    expect(await validateWith(resetPasswordSchema, { password: sixtyFourEmoji })).toEqual([]);
    expect(await validateWith(resetPasswordSchema, { password: `${sixtyFourEmoji}🌻` })).toEqual([
      { propertyPath: 'password', message: 'field-max-length', params: { max: 64 } },
    ]);
  });
  it('refuses control characters', async () => {
    for (const control of ['\u0000', '\n', '\t', '\u007f', '\u0085']) {
      expect(await validateWith(resetPasswordSchema, { password: `Una-clave${control}larga-1` })).toEqual([
        { propertyPath: 'password', message: 'password-control-characters' },
      ]);
    }
    expect(await validateWith(resetPasswordSchema, { password: 'Una clave con espacios, ñ y €' })).toEqual(
      [],
    );
  });
  it('requires the repeated password to be equal when given', async () => {
    expect(await validateWith(resetPasswordSchema, { password, repeatPassword: `${password}x` })).toEqual([
      { propertyPath: 'repeatPassword', message: 'repeat-password-equal' },
    ]);
    expect(await validateWith(resetPasswordSchema, { password, repeatPassword: '' })).toEqual([
      { propertyPath: 'repeatPassword', message: 'repeat-password-equal' },
    ]);
    // The API receives the password alone.
    expect(await validateWith(resetPasswordSchema, { password })).toEqual([]);
  });
  it('requires the password', async () => {
    expect(await validateWith(resetPasswordSchema, {})).toEqual([
      { propertyPath: 'password', message: 'field-not-blank' },
    ]);
  });
});

describe('activateAccountSchema', () => {
  const password = 'Una-clave-larga-1';

  it('accepts the person fields with password and code', async () => {
    const data = { ...validPerson, password, repeatPassword: password, activationCode: 'abc123' };
    expect(await validateWith(activateAccountSchema, data)).toEqual([]);
  });
  it('checks the person fields, the password and the code together', async () => {
    const violations = await validateWith(activateAccountSchema, {
      ...validPerson,
      name: '',
      password: 'corta',
    });
    expect(violations).toEqual<Violation[]>([
      { propertyPath: 'name', message: 'field-not-blank' },
      { propertyPath: 'password', message: 'field-min-length', params: { min: 12 } },
      { propertyPath: 'activationCode', message: 'field-not-blank' },
    ]);
  });
});

describe('toViolations', () => {
  it('returns [] for errors that are not validation errors', () => {
    expect(toViolations(new Error('boom'))).toEqual([]);
  });
  it('keeps plain string messages of foreign schemas as keys', async () => {
    const { object, string } = await import('yup');
    const schema = object({ code: string().required('field-not-blank') });
    expect(await validateWith(schema, {})).toEqual([{ propertyPath: 'code', message: 'field-not-blank' }]);
  });
});
