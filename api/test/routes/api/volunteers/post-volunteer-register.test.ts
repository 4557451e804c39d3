import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, DEMO_HOST, jsonHeaders, OTHER_HOST } from './volunteer-fixtures';

// The public volunteer sign-up: the home page's form of each organisation (docs/adr/0065).
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
};

const signUp = (payload: object, host = DEMO_HOST, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/volunteers/register',
    headers: {
      host,
      'content-type': 'application/ld+json',
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: JSON.stringify(payload),
  });

let sequence = 0;
const person = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    name: 'Irene',
    surname: 'Campos Vela',
    email: `irene.${sequence}@example.org`,
    phonePrefixMobile: '+34',
    phoneMobile: '612345678',
    birthday: yearsAgo(25),
    acceptPrivacy: true,
    ...overrides,
  };
};

const usersWithEmail = (email: string) =>
  app.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).execute();
const mailsTo = (email: string) => app.mailer.sent.filter((mail) => mail.to === email.toLowerCase());

describe('POST /api/volunteers/register', () => {
  it('registers a pending volunteer of the host’s organisation and sends the activation email', async () => {
    const payload = person({ email: 'Irene.Nueva@Example.org' });
    const response = await signUp(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'volunteer-registered' });
    const [stored] = await usersWithEmail(payload.email);
    expect(stored).toMatchObject({
      profile: 'volunteer',
      status: 'pending',
      validated_at: null,
      active: 0,
      password_hash: null,
      name: 'Irene',
      phone_mobile: '612345678',
    });
    const demoTenant = await app.db
      .selectFrom('tenant_origins')
      .select('tenant_id')
      .where('authority', '=', DEMO_HOST)
      .executeTakeFirstOrThrow();
    expect(stored.tenant_id).toBe(demoTenant.tenant_id);
    const [mail] = mailsTo(payload.email);
    expect(mail.text).toMatch(/\/activate-account\/[A-Za-z0-9_-]+/);
  });

  it('writes the activation email in the language of the sign-up screen, Spanish by default', async () => {
    const english = person();
    expect((await signUp(english, DEMO_HOST, 'en-GB,en;q=0.9,es;q=0.8')).statusCode).toBe(201);
    const [englishMail] = mailsTo(english.email);
    expect(englishMail.subject).toBe('Activate your account at Fundación Demo');
    expect(englishMail.text).toContain('Hello Irene,');
    const catalan = person();
    expect((await signUp(catalan, DEMO_HOST, 'ca')).statusCode).toBe(201);
    expect(mailsTo(catalan.email)[0].subject).toBe('Activa el teu compte a Fundación Demo');
    const spanish = person();
    expect((await signUp(spanish)).statusCode).toBe(201);
    expect(mailsTo(spanish.email)[0].subject).toBe('Activa tu cuenta en Fundación Demo');
  });

  it('shows up for staff as pending validation', async () => {
    const payload = person();
    await signUp(payload);
    const admin = await authAs(app, 'admin@demo.example.org');
    const list = await app.inject({
      method: 'GET',
      url: `/api/volunteers?status=pending&q=${encodeURIComponent(payload.email)}`,
      headers: jsonHeaders(admin),
    });
    expect(list.json().member.map((v: { email: string }) => v.email)).toEqual([payload.email]);
  });

  it('refuses bad input field by field, the privacy policy unaccepted, and stores nothing', async () => {
    const before = (await app.db.selectFrom('users').select('id').execute()).length;
    const response = await signUp({ name: 'I', email: 'no-es-un-correo', acceptPrivacy: false });
    expect(response.statusCode).toBe(422);
    const messages = Object.fromEntries(
      response
        .json()
        .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]),
    );
    expect(messages).toMatchObject({
      email: 'not-valid-email',
      surname: 'field-not-blank',
      phoneMobile: 'field-not-blank',
      birthday: 'field-not-blank',
      acceptPrivacy: 'privacy-policy-must-be-accepted',
    });
    expect((await app.db.selectFrom('users').select('id').execute()).length).toBe(before);
  });

  it('answers an address that has an account exactly as a new one, and tells its owner by email instead', async () => {
    const fresh = await signUp(person({ email: 'nueva.persona@example.org' }));
    const users = (await app.db.selectFrom('users').select('id').execute()).length;
    for (const email of ['voluntaria@demo.example.org', 'admin@demo.example.org', 'nueva@demo.example.org']) {
      const response = await signUp(person({ email, name: 'Intrusa' }));
      expect(response.statusCode).toBe(fresh.statusCode);
      expect(response.body).toBe(fresh.body);
      const [mail, ...more] = mailsTo(email);
      expect(more).toHaveLength(0);
      expect(mail.subject).toBe('Ya tienes una cuenta en Fundación Demo');
      expect(mail.html).toContain('href="http://localhost/login"');
      // Addressed to the owner, by their own name: nothing of what the sign-up said.
      expect(mail.text).not.toContain('Intrusa');
    }
    expect((await app.db.selectFrom('users').select('id').execute()).length).toBe(users);
    const valeria = await app.db
      .selectFrom('users')
      .select(['name', 'password_hash'])
      .where('email', '=', 'voluntaria@demo.example.org')
      .executeTakeFirstOrThrow();
    expect(valeria.name).toBe('Valeria');
    expect(valeria.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('lets the same email sign up in another organisation', async () => {
    const response = await signUp(person({ email: 'voluntaria@demo.example.org' }), OTHER_HOST);
    expect(response.statusCode).toBe(201);
  });

  it('asks a minor for the tutor, and under 16 sends only the tutor’s email', async () => {
    const missingTutor = await signUp(person({ birthday: yearsAgo(15) }));
    expect(missingTutor.statusCode).toBe(422);
    const young = person({
      birthday: yearsAgo(15),
      tutorName: 'Marta',
      tutorSurname: 'Rey Gómez',
      tutorEmail: 'tutora.registro@example.org',
      tutorPhone: '600123456',
      relation: 'mother',
    });
    expect((await signUp(young)).statusCode).toBe(201);
    expect(mailsTo(young.email as string)).toHaveLength(0);
    expect(mailsTo('tutora.registro@example.org')[0].text).toMatch(
      /authorized-participation\/[A-Za-z0-9_-]+/,
    );
  });

  it('is rate limited per client address', async () => {
    const limited = await buildTestApp({ rateLimits: { resetPerMinute: 2 } });
    try {
      const send = () =>
        limited.inject({
          method: 'POST',
          url: '/api/volunteers/register',
          headers: { host: DEMO_HOST, 'content-type': 'application/ld+json' },
          payload: JSON.stringify(person()),
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toBe('too-many-requests');
    } finally {
      await limited.close();
    }
  });
});
