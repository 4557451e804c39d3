import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../../helpers/build-test-app';
import {
  authAs,
  createPartnerIri,
  DEMO_HOST,
  jsonHeaders,
  messagesOf,
  OTHER_HOST,
  validContactPartner,
} from './contact-partner-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
let partner: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  partner = await createPartnerIri(app, admin, { name: 'Asociación Puerta Nueva' });
});
afterAll(() => app.close());

const create = (payload: object, headers = admin) =>
  app.inject({
    method: 'POST',
    url: '/api/contact_partners',
    headers: jsonHeaders(headers),
    payload: JSON.stringify(payload),
  });

const violationsFor = async (overrides: Record<string, unknown>, field: string) => {
  const response = await create(validContactPartner(partner, overrides));
  expect(response.statusCode).toBe(422);
  return response
    .json()
    .violations.filter((v: { propertyPath: string }) => v.propertyPath === field)
    .map((v: { message: string; params?: object }) => (v.params ? [v.message, v.params] : [v.message]));
};

const countUsers = async () =>
  Number(
    (
      await app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('POST /api/contact_partners', () => {
  it('creates an invited contact person of the partner and answers 201 with its IRI', async () => {
    const response = await create(validContactPartner(partner, { email: 'Rocio.Nueva@Example.org' }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(response.headers.location).toBe(body['@id']);
    expect(body).toEqual({
      '@context': '/api/contexts/ContactPartner',
      '@id': `/api/contact_partners/${body.id}`,
      '@type': 'ContactPartner',
      id: expect.any(Number),
      name: 'Rocío',
      surname: 'Benítez Lara',
      email: 'rocio.nueva@example.org',
      phonePrefixMobile: '+34',
      phoneMobile: '623456789',
      phonePrefix: null,
      phone: null,
      jobTitle: 'Presidenta',
      partner,
      partnerName: 'Asociación Puerta Nueva',
      addressCountry: null,
      addressState: null,
      addressProvince: null,
      addressLocation: null,
      address: null,
      postalCode: null,
      identificationType: null,
      identification: null,
      sex: null,
      birthday: null,
      accessStatus: 'no-access',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ profile: 'partner', active: 0, password_hash: null, status: null });
    expect(JSON.parse(stored.roles)).toEqual(['user', 'partner']);
  });

  it('keeps the optional person fields when given, with their rules', async () => {
    const response = await create(
      validContactPartner(partner, {
        identificationType: 'resident',
        identification: 'x1234567l',
        sex: 'female',
        birthday: '1985-02-14',
        addressCountry: '/api/countries/724',
        addressState: '/api/states/1',
        addressProvince: '/api/provinces/29',
        addressLocation: '/api/locations/29067',
        address: 'Calle Granada 20',
        postalCode: '29015',
        phonePrefix: '+34',
        phone: '952111222',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      identificationType: 'resident',
      // A NIE is kept in its canonical form, however it was typed.
      identification: 'X1234567L',
      sex: 'female',
      birthday: '1985-02-14',
      addressLocation: '/api/locations/29067',
      address: 'Calle Granada 20',
    });
  });

  it('sends the activation email; the link activates the account and the person signs in to the partner area', async () => {
    const before = app.mailer.sent.length;
    const payload = validContactPartner(partner, { email: 'invitada.entidad@example.org', name: 'Inés' });
    expect((await create(payload)).statusCode).toBe(201);
    expect(app.mailer.sent).toHaveLength(before + 1);
    const mail = app.mailer.sent[before];
    expect(mail.to).toBe('invitada.entidad@example.org');
    expect(mail.from).toContain('Fundación Demo');
    expect(mail.subject).toBe('Activa tu cuenta en Fundación Demo');
    expect(mail.text).toContain('Hola, Inés:');
    const code = /\/activate-account\/([\w-]+)/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    const stored = await app.db
      .selectFrom('users')
      .select('activation_expires_at')
      .where('email', '=', 'invitada.entidad@example.org')
      .executeTakeFirstOrThrow();
    // The link is valid for 30 days.
    const days = (Date.parse(stored.activation_expires_at!) - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const password = 'Clave-de-la-entidad-2026';
    const activation = await app.inject({
      method: 'PATCH',
      url: `/api/users/activate/${code}`,
      headers: { host: DEMO_HOST, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({
        ...payload,
        activationCode: code,
        password,
        addressCountry: '/api/countries/724',
        addressState: '/api/states/1',
        addressProvince: '/api/provinces/29',
        addressLocation: '/api/locations/29067',
        address: 'Calle Granada 20',
        identificationType: 'national',
        identification: '12345678Z',
        sex: 'female',
        birthday: '1985-02-14',
      }),
    });
    expect(activation.statusCode).toBe(200);
    const signedIn = await login(app, 'invitada.entidad@example.org', password);
    expect(signedIn.response.statusCode).toBe(200);
    const home = await app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { host: DEMO_HOST, authorization: `Bearer ${signedIn.body.token}` },
    });
    expect(home.json()).toMatchObject({ profile: 'partner', roles: ['user', 'partner'] });
    // Still linked to the partner, now with access.
    const listed = await app.inject({
      method: 'GET',
      url: `/api/contact_partners?q=invitada.entidad`,
      headers: admin,
    });
    expect(listed.json().member[0]).toMatchObject({
      partner,
      jobTitle: 'Presidenta',
      accessStatus: 'access',
    });
  });

  it('answers 422 email-already-exists for any account of the tenant, in any case', async () => {
    const sentBefore = app.mailer.sent.length;
    for (const email of [
      'ENTIDAD@demo.example.org',
      'voluntaria@demo.example.org',
      'admin@demo.example.org',
    ]) {
      const response = await create(validContactPartner(partner, { email }));
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('validation-failed');
      expect(messagesOf(response.json().violations, 'email')).toEqual(['email-already-exists']);
    }
    expect(app.mailer.sent).toHaveLength(sentBefore);
    // Another tenant's email is free here.
    expect((await create(validContactPartner(partner, { email: 'admin@otra.example.org' }))).statusCode).toBe(
      201,
    );
  });

  it("refuses another tenant's partner, or an unknown one, as field-not-valid-option, and creates nothing", async () => {
    const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const otherPartner = await createPartnerIri(app, otherAdmin);
    const usersBefore = await countUsers();
    const sentBefore = app.mailer.sent.length;
    for (const value of [
      otherPartner,
      Number(otherPartner.split('/').pop()),
      '/api/partners/999999',
      '/api/volunteers/1',
    ]) {
      const response = await create(validContactPartner(partner, { partner: value }));
      expect(response.statusCode).toBe(422);
      expect(messagesOf(response.json().violations, 'partner')).toEqual(['field-not-valid-option']);
      // The answer says nothing about the other tenant's partner.
      expect(response.body).not.toContain('Puerta Nueva');
    }
    expect(await countUsers()).toBe(usersBefore);
    expect(app.mailer.sent).toHaveLength(sentBefore);
  });

  it('checks each field with its key', async () => {
    expect(await violationsFor({ partner: null }, 'partner')).toEqual([['field-not-blank']]);
    expect((await violationsFor({ partner: { id: 1 } }, 'partner')).map(([key]: string[]) => key)).toEqual([
      'field-not-valid-type',
    ]);
    expect(await violationsFor({ email: 'rocio@' }, 'email')).toEqual([['not-valid-email']]);
    expect(await violationsFor({ name: '' }, 'name')).toEqual([['field-not-blank']]);
    // The rule's numbers travel with the key, for the message to say them.
    expect(await violationsFor({ surname: '12' }, 'surname')).toEqual([
      ['name-not-enough-letters', { min: 2, percent: 30 }],
    ]);
    expect(await violationsFor({ phoneMobile: null }, 'phoneMobile')).toEqual([['field-not-blank']]);
    expect(await violationsFor({ phonePrefixMobile: '0034' }, 'phonePrefixMobile')).toEqual([
      ['field-not-valid-regex'],
    ]);
    expect(await violationsFor({ jobTitle: 'x'.repeat(129) }, 'jobTitle')).toEqual([
      ['field-max-length', { max: 128 }],
    ]);
    expect(
      await violationsFor({ identificationType: 'national', identification: '12345678A' }, 'identification'),
    ).toEqual([['identification-control-letter', { letter: 'Z' }]]);
    expect(await violationsFor({ sex: 'other' }, 'sex')).toEqual([['field-not-valid-option']]);
    expect(await violationsFor({ birthday: '2999-01-01' }, 'birthday')).toEqual([
      ['the-date-cannot-be-in-the-future'],
    ]);
    expect(
      await violationsFor(
        {
          addressState: '/api/states/1',
          addressProvince: '/api/provinces/41',
          addressLocation: '/api/locations/29067',
        },
        'addressLocation',
      ),
    ).toEqual([['field-not-valid-option']]);
    // Part of an address is fine: the person completes it when activating the account.
    expect(
      (await create(validContactPartner(partner, { addressProvince: '/api/provinces/41' }))).statusCode,
    ).toBe(201);
  });
});
