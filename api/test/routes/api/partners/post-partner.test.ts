import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  jsonHeaders,
  messagesOf,
  organisationNif,
  OTHER_HOST,
  validPartner,
} from './partner-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

const create = (payload: object, headers = admin) =>
  app.inject({
    method: 'POST',
    url: '/api/partners',
    headers: jsonHeaders(headers),
    payload: JSON.stringify(payload),
  });

/** The violations of one field when the payload is a valid partner with these overrides. */
const violationsFor = async (overrides: Record<string, unknown>, field: string) => {
  const response = await create(validPartner(overrides));
  expect(response.statusCode).toBe(422);
  expect(response.json().error).toBe('validation-failed');
  return response
    .json()
    .violations.filter((v: { propertyPath: string }) => v.propertyPath === field)
    .map((v: { message: string; params?: object }) => (v.params ? [v.message, v.params] : [v.message]));
};

describe('POST /api/partners', () => {
  it('creates a partner, tidies NIF, website and email, and answers 201 with its IRI', async () => {
    const response = await create(validPartner({ nif: 'g-29.876.540', legalType: 'non_profit' }));
    // g-29.876.540 has the wrong control digit: nothing is created.
    expect(response.statusCode).toBe(422);

    const created = await create(validPartner({ nif: 'q 2826000 h', legalType: 'non_profit' }));
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toContain('application/ld+json');
    const body = created.json();
    expect(created.headers.location).toBe(body['@id']);
    expect(body).toEqual({
      '@context': '/api/contexts/Partner',
      '@id': `/api/partners/${body.id}`,
      '@type': 'Partner',
      id: expect.any(Number),
      name: 'Asociación Vecinal Puerta Nueva',
      legalType: 'non_profit',
      nif: 'Q2826000H',
      website: 'https://puertanueva.example.org',
      email: 'hola@puertanueva.example.org',
      phonePrefix: '+34',
      phone: '952 123 456',
      addressCountry: '/api/countries/724',
      addressState: '/api/states/1',
      addressProvince: '/api/provinces/29',
      addressLocation: '/api/locations/29067',
      address: 'Plaza de la Merced 3',
      postalCode: '29012',
      description: 'Asociación de vecinos del centro histórico.',
      observations: 'Prefieren el contacto por correo.',
      agreementStatus: 'agreement_active',
      agreementExpiredByDate: false,
      expirationDate: '2030-12-31',
      contactPersons: [],
      contactPersonsCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = await app.db
      .selectFrom('partners')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ nif: 'Q2826000H', search_text: expect.stringContaining('q2826000h') });
  });

  it('creates with only the required fields', async () => {
    const response = await create({
      name: 'ONG Pasos',
      legalType: 'non_profit',
      nif: organisationNif('G2912345'),
      addressCountry: 724,
      addressState: 1,
      addressProvince: 29,
      addressLocation: 29067,
      address: 'Calle Larios 1',
      agreementStatus: 'agreement_active',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      website: null,
      email: null,
      description: null,
      expirationDate: null,
      agreementStatus: 'agreement_active',
      addressLocation: '/api/locations/29067',
    });
  });

  it('shows an agreement created with a past date as expired', async () => {
    const response = await create(validPartner({ expirationDate: '2024-03-31' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      agreementStatus: 'agreement_expired',
      agreementExpiredByDate: true,
      expirationDate: '2024-03-31',
    });
  });

  it('answers field-not-blank for every required field', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(422);
    const blank = response
      .json()
      .violations.filter((v: { message: string }) => v.message === 'field-not-blank')
      .map((v: { propertyPath: string }) => v.propertyPath)
      .sort();
    expect(blank).toEqual(
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

  it('checks the NIF control character against the legal type, naming the one expected', async () => {
    expect(await violationsFor({ nif: 'G29876540' }, 'nif')).toEqual([
      ['nif-control-character', { character: '7' }],
    ]);
    expect(await violationsFor({ nif: 'Q28260000' }, 'nif')).toEqual([
      ['nif-control-character', { character: 'H' }],
    ]);
    expect(await violationsFor({ legalType: 'individual', nif: '12345678A' }, 'nif')).toEqual([
      ['nif-control-character', { character: 'Z' }],
    ]);
    expect(await violationsFor({ legalType: 'individual', nif: 'G29876547' }, 'nif')).toEqual([
      ['nif-individual-format'],
    ]);
    expect(await violationsFor({ legalType: 'company', nif: 'X1234567L' }, 'nif')).toEqual([
      ['nif-organisation-format'],
    ]);
    expect(await violationsFor({ nif: 'G'.repeat(21) }, 'nif')).toContainEqual([
      'field-max-length',
      { max: 20 },
    ]);
    // A person's NIF for the legal type individual.
    expect((await create(validPartner({ legalType: 'individual', nif: 'x1234567l' }))).json().nif).toBe(
      'X1234567L',
    );
  });

  it('checks each other field with its key', async () => {
    expect(await violationsFor({ name: 'A' }, 'name')).toEqual([['field-min-length', { min: 2 }]]);
    expect(await violationsFor({ name: 'x'.repeat(257) }, 'name')).toEqual([
      ['field-max-length', { max: 256 }],
    ]);
    expect(await violationsFor({ legalType: 'foundation' }, 'legalType')).toEqual([
      ['field-not-valid-option'],
    ]);
    expect(await violationsFor({ website: 'ftp://a.example.org' }, 'website')).toEqual([['not-valid-url']]);
    expect(await violationsFor({ website: 'no es una web' }, 'website')).toEqual([['not-valid-url']]);
    expect(await violationsFor({ email: 'hola@' }, 'email')).toEqual([['not-valid-email']]);
    expect(await violationsFor({ phone: '12' }, 'phone')).toEqual([['field-not-valid-regex']]);
    expect(await violationsFor({ phonePrefix: '34' }, 'phonePrefix')).toEqual([['field-not-valid-regex']]);
    expect(await violationsFor({ address: 'Calle <b>' }, 'address')).toEqual([['field-not-valid-regex']]);
    expect(await violationsFor({ postalCode: '1'.repeat(11) }, 'postalCode')).toEqual([
      ['field-max-length', { max: 10 }],
    ]);
    expect(await violationsFor({ addressLocation: '/api/locations/41091' }, 'addressLocation')).toEqual([
      ['field-not-valid-option'],
    ]);
    expect(await violationsFor({ description: 'x'.repeat(2001) }, 'description')).toEqual([
      ['field-max-length', { max: 2000 }],
    ]);
    expect(await violationsFor({ observations: 'x'.repeat(2001) }, 'observations')).toEqual([
      ['field-max-length', { max: 2000 }],
    ]);
    expect(await violationsFor({ agreementStatus: 'signed' }, 'agreementStatus')).toEqual([
      ['field-not-valid-option'],
    ]);
    expect(await violationsFor({ expirationDate: '2027-02-30' }, 'expirationDate')).toEqual([
      ['field-not-valid-date'],
    ]);
  });

  it('answers 422 nif-already-exists for a NIF of the tenant, however typed; another tenant may use it', async () => {
    const first = await create(validPartner({ nif: 'B64717838', legalType: 'company' }));
    expect(first.statusCode).toBe(201);
    const again = await create(validPartner({ nif: 'b-64717838', legalType: 'company' }));
    expect(again.statusCode).toBe(422);
    expect(messagesOf(again.json().violations, 'nif')).toEqual(['nif-already-exists']);
    const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    expect(
      (await create(validPartner({ nif: 'B64717838', legalType: 'company' }), otherAdmin)).statusCode,
    ).toBe(201);
  });

  it('answers 422 field-not-valid-type for wrong JSON types and 400 for malformed JSON, never 500', async () => {
    const response = await create(validPartner({ name: 42, expirationDate: true, addressCountry: [724] }));
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'name')).toContain('field-not-valid-type');
    expect(messagesOf(violations, 'expirationDate')).toContain('field-not-valid-type');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: jsonHeaders(admin),
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
