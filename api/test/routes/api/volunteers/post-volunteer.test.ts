import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../../helpers/build-test-app';
import {
  authAs,
  DEMO_HOST,
  insertVolunteers,
  jsonHeaders,
  OTHER_HOST,
  tenantIdOf,
  validVolunteer,
} from './volunteer-fixtures';

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
    url: '/api/volunteers',
    headers: jsonHeaders(headers),
    payload: JSON.stringify(payload),
  });

const messagesOf = (violations: { propertyPath: string; message: string }[], path: string) =>
  violations.filter((v) => v.propertyPath === path).map((v) => v.message);

describe('POST /api/volunteers', () => {
  it('creates a pending volunteer with the profile fields and answers 201 with its IRI', async () => {
    const payload = validVolunteer({
      email: 'Ana.Creada@Example.org',
      skills: ['employability', 'social_media', 'employability'],
      availability: { thursday: ['afternoon', 'morning'], monday: ['morning'] },
    });
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(response.headers.location).toBe(body['@id']);
    expect(body).toMatchObject({
      '@context': '/api/contexts/Volunteer',
      '@id': `/api/volunteers/${body.id}`,
      '@type': 'Volunteer',
      email: 'ana.creada@example.org',
      name: 'Lucía',
      surname: 'Núñez Peña',
      addressCountry: '/api/countries/724',
      addressLocation: '/api/locations/29067',
      birthday: '1990-05-17',
      // Once each, in the enumeration's order.
      skills: ['social_media', 'employability'],
      availability: { monday: ['morning'], thursday: ['morning', 'afternoon'] },
      howWeMet: 'word_of_mouth',
      traits: ['empathetic', 'proactive'],
      status: 'pending',
      inactive: false,
      validatedAt: null,
      validatedBy: null,
      accessStatus: 'no-access',
    });
    const stored = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ profile: 'volunteer', active: 0, password_hash: null });
    expect(JSON.parse(stored.roles)).toEqual(['user', 'volunteer']);
  });

  it('writes the activation email in Spanish whatever language the staff member’s screen shows', async () => {
    const payload = validVolunteer({ email: 'invitada.en@example.org', name: 'Inés' });
    expect((await create(payload, { ...admin, 'accept-language': 'en' })).statusCode).toBe(201);
    const mail = app.mailer.sent.at(-1)!;
    expect(mail.to).toBe('invitada.en@example.org');
    expect(mail.subject).toBe('Activa tu cuenta en Fundación Demo');
  });

  it('sends the activation email, whose link activates the account through /activate-account/{code}', async () => {
    const before = app.mailer.sent.length;
    const payload = {
      ...validVolunteer({ email: 'invitada@example.org', name: 'Inés' }),
      disability: ['motor'],
    };
    expect((await create(payload)).statusCode).toBe(201);
    expect(app.mailer.sent).toHaveLength(before + 1);
    const mail = app.mailer.sent[before];
    expect(mail.to).toBe('invitada@example.org');
    expect(mail.from).toContain('Fundación Demo');
    expect(mail.subject).toBe('Activa tu cuenta en Fundación Demo');
    expect(mail.text).toContain('Hola, Inés:');
    const code = /\/activate-account\/([\w-]+)/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    expect(mail.html).toContain(`http://localhost/activate-account/${code}`);

    const greeting = await app.inject({
      method: 'GET',
      url: `/api/users/activate/${code}`,
      headers: { host: DEMO_HOST },
    });
    // What staff already gave is filled in for the person (the code is the emailed credential), all but the
    // disability list (special category data, not asked on activation) and the volunteer profile.
    const {
      disability: _disability,
      skills: _skills,
      availability: _availability,
      howWeMet: _howWeMet,
      traits: _traits,
      aboutMe: _aboutMe,
      ...personFields
    } = payload;
    expect(greeting.json()).toEqual({ ...personFields, phonePrefix: null, phone: null });
    const password = 'Mi-clave-de-voluntaria-2026';
    const activation = await app.inject({
      method: 'PATCH',
      url: `/api/users/activate/${code}`,
      headers: { host: DEMO_HOST, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ ...payload, activationCode: code, password }),
    });
    expect(activation.statusCode).toBe(200);
    const signedIn = await login(app, 'invitada@example.org', password);
    expect(signedIn.response.statusCode).toBe(200);
    const home = await app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { host: DEMO_HOST, authorization: `Bearer ${signedIn.body.token}` },
    });
    expect(home.json()).toMatchObject({ profile: 'volunteer', validated: false });
  });

  it('answers 422 email-already-exists for an email of the tenant, in any case, staff included', async () => {
    const sentBefore = app.mailer.sent.length;
    for (const email of [
      'VOLUNTARIA@demo.example.org',
      'tecnica@demo.example.org',
      'nueva@demo.example.org',
    ]) {
      const response = await create(validVolunteer({ email }));
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('validation-failed');
      expect(messagesOf(response.json().violations, 'email')).toEqual(['email-already-exists']);
    }
    expect(app.mailer.sent).toHaveLength(sentBefore);
  });

  it('accepts an email that only another tenant uses', async () => {
    const response = await create(validVolunteer({ email: 'admin@otra.example.org' }));
    expect(response.statusCode).toBe(201);
  });

  it('answers 422 with a violation per rule broken, the volunteer fields included', async () => {
    const response = await create({
      email: 'no-es-un-correo',
      name: '',
      skills: ['juggling'],
      availability: { funday: ['morning'] },
      howWeMet: 'telepathy',
      aboutMe: 'x'.repeat(2001),
      addressCountry: '/api/countries/999999',
    });
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'email')).toContain('not-valid-email');
    expect(messagesOf(violations, 'name')).toContain('field-not-blank');
    expect(messagesOf(violations, 'identification')).toContain('field-not-blank');
    expect(messagesOf(violations, 'skills[0]')).toContain('field-not-valid-option');
    expect(messagesOf(violations, 'availability')).toContain('field-not-valid-option');
    expect(messagesOf(violations, 'howWeMet')).toContain('field-not-valid-option');
    expect(messagesOf(violations, 'aboutMe')).toContain('field-max-length');
    expect(messagesOf(violations, 'addressCountry')).toContain('field-not-valid-option');
  });

  it('answers 422 field-not-valid-type for wrong JSON types, never 500', async () => {
    const response = await create(
      validVolunteer({ skills: 'social_media', traits: 'empathetic', availability: ['monday'] }),
    );
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'skills')).toContain('field-not-valid-type');
    expect(messagesOf(violations, 'traits')).toContain('field-not-valid-type');
    expect(messagesOf(violations, 'availability')).toContain('field-not-valid-type');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/volunteers',
      headers: jsonHeaders(admin),
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('tier limit', () => {
  it('creates up to the tier cap (tier 1: 50) and answers 409 volunteer-exceeds-limit past it', async () => {
    const otherTenant = await tenantIdOf(app, OTHER_HOST);
    const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
    const existing = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_id', '=', otherTenant)
      .where('profile', '=', 'volunteer')
      .executeTakeFirstOrThrow();
    await insertVolunteers(
      app,
      otherTenant,
      Array.from({ length: 49 - Number(existing.count) }, (_, index) => ({
        name: 'Relleno',
        surname: `Número ${index}`,
        email: `relleno.${index}@example.org`,
      })),
    );
    expect((await create(validVolunteer(), otherAdmin)).statusCode).toBe(201);

    const sentBefore = app.mailer.sent.length;
    const refused = await create(validVolunteer({ email: 'la-51@example.org' }), otherAdmin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, error: 'volunteer-exceeds-limit' });
    expect(app.mailer.sent).toHaveLength(sentBefore);
    const stored = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'la-51@example.org')
      .executeTakeFirst();
    expect(stored).toBeUndefined();

    // The first tenant's tier (2: 200) is its own: it still creates.
    expect((await create(validVolunteer())).statusCode).toBe(201);
  });
});
