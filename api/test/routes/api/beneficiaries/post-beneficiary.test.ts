import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  createBeneficiary,
  dayFromToday,
  jsonHeaders,
  messagesOf,
  OTHER_HOST,
  typedTutor,
  validAdult,
  validMinor,
} from './beneficiary-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

const create = (payload: object, headers = admin) => createBeneficiary(app, headers, payload);

const countBeneficiaries = async () =>
  Number(
    (
      await app.db
        .selectFrom('beneficiaries')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('POST /api/beneficiaries', () => {
  it('creates an adult with every field and answers 201 with its IRI and the derived fields', async () => {
    const response = await create(validAdult({ email: 'Rosa.Alta@Example.org', phone: '952 123 456' }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(response.headers.location).toBe(body['@id']);
    expect(body).toEqual({
      '@context': '/api/contexts/Beneficiary',
      '@id': `/api/beneficiaries/${body.id}`,
      '@type': 'Beneficiary',
      id: expect.any(Number),
      name: 'Rosa',
      surname: 'Jiménez Ibáñez',
      email: 'rosa.alta@example.org',
      phonePrefixMobile: '+34',
      phoneMobile: '612345678',
      phonePrefix: null,
      phone: '952 123 456',
      identification: 'X1234567L',
      identificationType: 'resident',
      birthday: '1985-03-02',
      ageGroup: 'adult',
      isMinor: false,
      // Once each, in the enumeration's order.
      disability: ['motor', 'sensory'],
      hasDisability: true,
      tutor: null,
      addressCountry: '/api/countries/724',
      addressState: '/api/states/1',
      addressProvince: '/api/provinces/29',
      addressLocation: '/api/locations/29067',
      address: 'Calle Mármoles 12, 2º A',
      postalCode: '29007',
      sex: 'female',
      notes: 'Acude los martes al taller de empleo.',
      tutorName: null,
      tutorSurname: null,
      tutorEmail: null,
      tutorPhone: null,
      tutorAddress: null,
      relation: null,
      tutoredPersons: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = await app.db
      .selectFrom('beneficiaries')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ has_disability: 1, deleted_at: null });
    // Beneficiaries do not sign in: no account is created and no email is sent.
    const account = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'rosa.alta@example.org')
      .executeTakeFirst();
    expect(account).toBeUndefined();
    expect(app.mailer.sent).toHaveLength(0);
  });

  it('creates an adult with only name, surname, sex and birthday', async () => {
    const response = await create({
      name: 'Mohamed',
      surname: 'El Amrani',
      sex: 'male',
      birthday: '1979-11-20',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: null,
      identification: null,
      addressCountry: null,
      disability: [],
      hasDisability: false,
      ageGroup: 'adult',
    });
  });

  it('lets two beneficiaries share an email (families often do)', async () => {
    expect((await create(validAdult({ email: 'familia.lopez@example.org' }))).statusCode).toBe(201);
    expect((await create(validAdult({ email: 'familia.lopez@example.org', name: 'Pedro' }))).statusCode).toBe(
      201,
    );
  });

  it('requires name, surname, sex and birthday only (field-not-blank at each)', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual([
      'birthday',
      'name',
      'sex',
      'surname',
    ]);
    expect(new Set(violations.map((v: { message: string }) => v.message))).toEqual(
      new Set(['field-not-blank']),
    );
  });

  // Each rule of spec §5 (and ours) with the key the client translates.
  it.each([
    ['email', 'rosa@', 'not-valid-email'],
    ['email', `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.es`, 'field-max-length'],
    ['name', '', 'field-not-blank'],
    ['name', '12', 'name-not-enough-letters'],
    ['name', 'a'.repeat(257), 'field-max-length'],
    ['surname', '   ', 'field-not-blank'],
    ['surname', '--- 1', 'name-not-enough-letters'],
    ['phonePrefixMobile', '0034', 'field-not-valid-regex'],
    ['phoneMobile', '12', 'field-not-valid-regex'],
    ['phoneMobile', '6'.repeat(21), 'field-max-length'],
    ['phone', 'llámame', 'field-not-valid-regex'],
    ['phonePrefix', '+12345', 'field-not-valid-regex'],
    ['address', 'Calle <b>', 'field-not-valid-regex'],
    ['address', `Calle ${'a'.repeat(256)}`, 'field-max-length'],
    ['postalCode', '12345678901', 'field-max-length'],
    ['identificationType', 'driving_licence', 'field-not-valid-option'],
    // A NIE is read without its separators, and then it is too short for one.
    ['identification', 'X-1', 'identification-nie-format'],
    ['identification', 'X1234567A', 'identification-control-letter'],
    ['sex', '', 'field-not-blank'],
    ['sex', 'other', 'field-not-valid-option'],
    ['birthday', '', 'field-not-blank'],
    ['birthday', '1985-02-30', 'field-not-valid-date'],
    ['birthday', dayFromToday(0, 1), 'the-date-cannot-be-in-the-future'],
    ['birthday', '1890-01-01', 'the-date-cannot-be-too-old'],
    ['notes', 'n'.repeat(5001), 'field-max-length'],
    ['addressCountry', '/api/countries/999999', 'field-not-valid-option'],
    ['addressProvince', '/api/provinces/8', 'field-not-valid-option'],
    ['relation', 'neighbour', 'field-not-valid-option'],
    ['tutorEmail', 'tutor@', 'not-valid-email'],
    ['tutorPhone', '12', 'field-not-valid-regex'],
  ])('answers 422 for %s = %p with %s', async (field, value, key) => {
    const before = await countBeneficiaries();
    const response = await create(validAdult({ [field]: value }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('validation-failed');
    expect(messagesOf(response.json().violations, field)).toContain(key);
    expect(await countBeneficiaries()).toBe(before);
  });

  it('names the expected DNI letter and checks NIE shapes', async () => {
    const dni = await create(validAdult({ identificationType: 'national', identification: '12345678A' }));
    expect(dni.json().violations).toEqual([
      { propertyPath: 'identification', message: 'identification-control-letter', params: { letter: 'Z' } },
    ]);
    const nie = await create(validAdult({ identificationType: 'resident', identification: 'A1234567L' }));
    expect(messagesOf(nie.json().violations, 'identification')).toEqual(['identification-nie-format']);
  });

  it('pairs the identification number with its type, and an address level with the ones above', async () => {
    const noType = await create(validAdult({ identificationType: null }));
    expect(messagesOf(noType.json().violations, 'identificationType')).toEqual(['field-not-blank']);
    const noNumber = await create(validAdult({ identification: '' }));
    expect(messagesOf(noNumber.json().violations, 'identification')).toEqual(['field-not-blank']);
    const onlyLocation = await create(
      validAdult({ addressCountry: null, addressState: null, addressProvince: null }),
    );
    expect(onlyLocation.statusCode).toBe(422);
    for (const field of ['addressCountry', 'addressState', 'addressProvince']) {
      expect(messagesOf(onlyLocation.json().violations, field)).toEqual(['field-not-blank']);
    }
  });

  it('answers 422 field-not-valid-type for wrong JSON types, and 400 for broken JSON, never 500', async () => {
    const response = await create(validAdult({ disability: 'motor', notes: 12, tutor: { id: 1 } }));
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'disability')).toContain('field-not-valid-type');
    expect(messagesOf(violations, 'notes')).toContain('field-not-valid-type');
    expect(messagesOf(violations, 'tutor')).toContain('field-not-valid-type');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/beneficiaries',
      headers: jsonHeaders(admin),
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('minors', () => {
  it('refuses a minor without the tutor data, with field-not-blank at each tutor field', async () => {
    const before = await countBeneficiaries();
    const response = await create({
      name: 'Hugo',
      surname: 'Ruiz',
      sex: 'male',
      birthday: dayFromToday(-10),
    });
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(violations).toHaveLength(6);
    expect(violations).toEqual(
      expect.arrayContaining(
        ['tutorName', 'tutorSurname', 'tutorEmail', 'tutorPhone', 'tutorAddress', 'relation'].map(
          (field) => ({
            propertyPath: field,
            message: 'field-not-blank',
          }),
        ),
      ),
    );
    expect(await countBeneficiaries()).toBe(before);
  });

  it('creates a minor with the tutor typed in', async () => {
    const response = await create(validMinor());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ageGroup: 'minor',
      isMinor: true,
      tutor: null,
      tutorName: 'Antonio',
      tutorSurname: 'Ruiz Peña',
      tutorEmail: 'antonio.ruiz@example.org',
      tutorPhone: '+34 699111222',
      tutorAddress: 'Calle Carretería 8',
      relation: 'father',
    });
  });

  it('is a minor until the 18th birthday', async () => {
    const tomorrow = await create({
      name: 'Lía',
      surname: 'Mora',
      sex: 'female',
      birthday: dayFromToday(-18, 1),
    });
    expect(tomorrow.statusCode).toBe(422);
    expect(messagesOf(tomorrow.json().violations, 'relation')).toEqual(['field-not-blank']);
    const today = await create({ name: 'Lía', surname: 'Mora', sex: 'female', birthday: dayFromToday(-18) });
    expect(today.statusCode).toBe(201);
    expect(today.json()).toMatchObject({ ageGroup: 'adult', isMinor: false });
  });
});

describe('adding a tutored person from an adult', () => {
  it('links the minor to the adult, takes the tutor data from the adult and lists the minor on the adult', async () => {
    const adult = (await create(validAdult({ phoneMobile: '612 345 678' }))).json();
    const response = await create({
      name: 'Lucas',
      surname: 'Jiménez',
      sex: 'male',
      birthday: dayFromToday(-7),
      tutor: adult['@id'],
      relation: 'mother',
      // Typed tutor data gives way to the linked adult's.
      tutorName: 'Otro nombre',
    });
    expect(response.statusCode).toBe(201);
    const minor = response.json();
    expect(minor).toMatchObject({
      tutor: adult['@id'],
      tutorName: 'Rosa',
      tutorSurname: 'Jiménez Ibáñez',
      tutorEmail: 'rosa.jimenez@example.org',
      tutorPhone: '+34 612 345 678',
      tutorAddress: 'Calle Mármoles 12, 2º A',
      relation: 'mother',
      ageGroup: 'minor',
    });
    const tutorView = await app.inject({ method: 'GET', url: adult['@id'], headers: admin });
    expect(tutorView.json().tutoredPersons).toEqual([
      {
        '@id': minor['@id'],
        '@type': 'Beneficiary',
        id: minor.id,
        name: 'Lucas',
        surname: 'Jiménez',
        birthday: dayFromToday(-7),
        ageGroup: 'minor',
      },
    ]);
  });

  it('accepts the tutor as a bare id, and keeps what was typed where the adult has no data', async () => {
    const adult = (
      await create({ name: 'Pilar', surname: 'Gómez', sex: 'female', birthday: '1970-01-01' })
    ).json();
    const response = await create(validMinor({ tutor: adult.id, relation: 'grandparent' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      tutor: adult['@id'],
      tutorName: 'Pilar',
      tutorSurname: 'Gómez',
      // Pilar has no email, phone nor address: the typed ones stay.
      tutorEmail: typedTutor.tutorEmail,
      tutorPhone: typedTutor.tutorPhone,
      tutorAddress: typedTutor.tutorAddress,
    });
    // Without typed data the adult's gaps are reported at the tutor fields.
    const incomplete = await create({
      name: 'Iker',
      surname: 'Gómez',
      sex: 'male',
      birthday: dayFromToday(-5),
      tutor: adult['@id'],
      relation: 'grandparent',
    });
    expect(incomplete.statusCode).toBe(422);
    expect(
      incomplete
        .json()
        .violations.map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['tutorAddress', 'tutorEmail', 'tutorPhone']);
  });

  it('refuses a minor as tutor with tutor-must-be-adult', async () => {
    const child = (await create(validMinor())).json();
    const before = await countBeneficiaries();
    const response = await create(validMinor({ name: 'Nora', tutor: child['@id'], relation: 'sibling' }));
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response.json().violations, 'tutor')).toEqual(['tutor-must-be-adult']);
    expect(await countBeneficiaries()).toBe(before);
  });

  it('refuses a tutor of another tenant or an unknown one, as if it did not exist', async () => {
    const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const foreignAdult = (await create(validAdult(), otherAdmin)).json();
    expect(foreignAdult.id).toEqual(expect.any(Number));
    const before = await countBeneficiaries();
    for (const tutor of [
      foreignAdult['@id'],
      foreignAdult.id,
      '/api/beneficiaries/999999',
      '/api/volunteers/1',
    ]) {
      const response = await create(validMinor({ tutor }));
      expect({ tutor, status: response.statusCode }).toEqual({ tutor, status: 422 });
      expect(messagesOf(response.json().violations, 'tutor')).toEqual(['field-not-valid-option']);
    }
    expect(await countBeneficiaries()).toBe(before);
    const foreignView = await app.inject({ method: 'GET', url: foreignAdult['@id'], headers: otherAdmin });
    expect(foreignView.json().tutoredPersons).toEqual([]);
  });
});
