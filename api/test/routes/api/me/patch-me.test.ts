import type { FastifyInstance } from 'fastify';
import { buildTestApp, DEMO_PASSWORD, login } from '../../../helpers/build-test-app';
import { DEMO_STAFF, messagesOf, userIdOf } from '../staff/staff-fixtures';
import {
  activateWith,
  activationCodeOf,
  authAs,
  bearer,
  createVolunteerWith,
  homeWith,
  jsonHeaders,
  validPerson,
} from '../volunteers/volunteer-fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const patchMe = (headers: Record<string, string>, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: jsonHeaders(headers, 'application/merge-patch+json'),
    payload: JSON.stringify(payload),
  });

const refresh = (refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token/refresh',
    headers: { host: 'localhost' },
    payload: { refresh_token: refreshToken },
  });

/** The person fields of spec §5 for a demo account that has none yet (the email is theirs). */
const completeProfile = () => {
  const { email, ...person } = validPerson({ name: 'Nombre', surname: 'Nuevo Apellido' });
  void email;
  return person;
};

const NEW_PASSWORD = 'Otra-clave-segura-2026';

describe('PATCH /api/me: profile', () => {
  it('lets a staff member complete and change their person fields; read-only fields are ignored', async () => {
    const headers = await authAs(app, DEMO_STAFF.technician);
    const response = await patchMe(headers, {
      ...completeProfile(),
      email: 'otra@example.org',
      department: 'Dirección',
      roles: ['user', 'employee', 'employee-admin'],
      profile: 'volunteer',
      status: 'validated',
      skills: ['social_media'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: DEMO_STAFF.technician,
      name: 'Nombre',
      surname: 'Nuevo Apellido',
      phoneMobile: '612345678',
      addressLocation: '/api/locations/29067',
      birthday: '1990-05-17',
      profile: 'employee',
      roles: ['user', 'employee'],
      department: null,
      status: null,
    });
    expect(response.json()).not.toHaveProperty('skills');
    // Lists find the person under the new name.
    const admin = await authAs(app, DEMO_STAFF.admin);
    const found = await app.inject({
      method: 'GET',
      url: '/api/employees?q=nuevo%20apellido',
      headers: admin,
    });
    expect(found.json().member.map((m: { email: string }) => m.email)).toEqual([DEMO_STAFF.technician]);
    // A merge patch: only what is sent changes.
    const again = await patchMe(headers, { phonePrefix: '+34', phone: '952 000 111' });
    expect(again.json()).toMatchObject({ name: 'Nombre', phone: '952 000 111' });
  });

  it('applies the profile rules of spec §5 to the result, and changes nothing on a violation', async () => {
    // A merge patch that empties required person fields: the result is incomplete.
    const headers = await authAs(app, DEMO_STAFF.coordinator);
    const stored = () =>
      app.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', DEMO_STAFF.coordinator)
        .executeTakeFirstOrThrow();
    const before = await stored();
    const incomplete = await patchMe(headers, {
      name: 'Coordinadora',
      phonePrefixMobile: null,
      phoneMobile: null,
      addressCountry: null,
      address: '  ',
      identification: null,
    });
    expect(incomplete.statusCode).toBe(422);
    const { violations } = incomplete.json();
    for (const field of ['phonePrefixMobile', 'phoneMobile', 'addressCountry', 'address', 'identification']) {
      expect(messagesOf(violations, field)).toEqual(['field-not-blank']);
    }
    expect(messagesOf(violations, 'email')).toEqual([]);
    const wrong = await patchMe(headers, { ...completeProfile(), surname: '1', identification: '12345678A' });
    expect(messagesOf(wrong.json().violations, 'surname')).toEqual(['name-not-enough-letters']);
    expect(messagesOf(wrong.json().violations, 'identification')).toEqual(['identification-control-letter']);
    expect(await stored()).toEqual(before);
  });

  it('lets a volunteer change their volunteering profile, not their status', async () => {
    const admin = await authAs(app, DEMO_STAFF.admin);
    const before = app.mailer.sent.length;
    const created = await createVolunteerWith(app, admin, { email: 'perfil@example.org', aboutMe: 'Antes' });
    const code = activationCodeOf(app.mailer.sent[before]) as string;
    const { email, ...person } = validPerson();
    void email;
    expect((await activateWith(app, code, person, DEMO_PASSWORD)).statusCode).toBe(200);
    const headers = await authAs(app, 'perfil@example.org');

    const response = await patchMe(headers, {
      aboutMe: 'Ahora doy clases de informática',
      skills: ['agenda_2030', 'social_media'],
      availability: { monday: null, friday: ['afternoon'] },
      inactive: true,
      status: 'validated',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      profile: 'volunteer',
      aboutMe: 'Ahora doy clases de informática',
      skills: ['social_media', 'agenda_2030'],
      availability: { thursday: ['morning', 'afternoon'], friday: ['afternoon'] },
      status: 'pending',
      validatedAt: null,
    });
    const invalid = await patchMe(headers, { traits: ['lazy'], howWeMet: 'telepathy' });
    expect(invalid.statusCode).toBe(422);
    expect(messagesOf(invalid.json().violations, 'traits[0]')).toEqual(['field-not-valid-option']);
    expect(messagesOf(invalid.json().violations, 'howWeMet')).toEqual(['field-not-valid-option']);
  });

  it('lets a partner contact change their person fields', async () => {
    const headers = await authAs(app, 'entidad@demo.example.org');
    const response = await patchMe(headers, { ...completeProfile(), aboutMe: 'ignorado' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ profile: 'partner', name: 'Nombre', roles: ['user', 'partner'] });
    expect(response.json()).not.toHaveProperty('aboutMe');
  });

  it('answers 401 without a session and 422 for wrong JSON types, never 500', async () => {
    expect((await patchMe({ host: 'localhost' }, { name: 'X' })).statusCode).toBe(401);
    const headers = await authAs(app, 'voluntaria@demo.example.org');
    const response = await patchMe(headers, { name: 7, skills: 'social_media' });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response.json().violations, 'name')).toEqual(['field-not-valid-type']);
  });
});

describe('PATCH /api/me: password', () => {
  it('refuses a wrong current password, a weak, repeated-differently or leaked new one, and changes nothing', async () => {
    const headers = await authAs(app, 'pendiente@demo.example.org');
    const cases: [object, string, string][] = [
      [
        { currentPassword: 'not-my-password', password: NEW_PASSWORD },
        'currentPassword',
        'current-password-not-valid',
      ],
      [{ password: NEW_PASSWORD }, 'currentPassword', 'field-not-blank'],
      [{ currentPassword: DEMO_PASSWORD }, 'password', 'field-not-blank'],
      [{ currentPassword: DEMO_PASSWORD, password: 'corta' }, 'password', 'field-min-length'],
      [{ currentPassword: DEMO_PASSWORD, password: 'x'.repeat(65) }, 'password', 'field-max-length'],
      [{ currentPassword: DEMO_PASSWORD, password: 'Password1234' }, 'password', 'not-compromised-password'],
      [
        { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, repeatPassword: 'Otra-distinta-2026' },
        'repeatPassword',
        'repeat-password-equal',
      ],
    ];
    for (const [payload, path, key] of cases) {
      const response = await patchMe(headers, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 422 });
      expect(messagesOf(response.json().violations, path)).toContain(key);
    }
    expect((await login(app, 'pendiente@demo.example.org')).response.statusCode).toBe(200);
  });

  it('does not change the profile when the password part is refused', async () => {
    const headers = await authAs(app, 'pendiente@demo.example.org');
    const { email, ...person } = validPerson({ name: 'Cambiada' });
    void email;
    const response = await patchMe(headers, { ...person, currentPassword: 'mal', password: NEW_PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'currentPassword', message: 'current-password-not-valid' }),
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers })).json().name).not.toBe('Cambiada');
  });

  it('changes the password, ends every other session and answers a new session for this device', async () => {
    const email = DEMO_STAFF.admin;
    const here = await login(app, email);
    const elsewhere = await login(app, email);
    const response = await patchMe(bearer(here.body.token), {
      currentPassword: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      repeatPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ email, profile: 'employee' });
    expect(body.session).toEqual({
      token: expect.any(String),
      refresh_token: expect.any(String),
      refresh_token_expiration: expect.any(Number),
    });

    // Every refresh token issued before is revoked; the new session works.
    expect((await refresh(elsewhere.body.refresh_token)).statusCode).toBe(401);
    expect((await refresh(here.body.refresh_token)).statusCode).toBe(401);
    expect((await homeWith(app, body.session.token)).json().email).toBe(email);
    expect((await refresh(body.session.refresh_token)).statusCode).toBe(200);

    // Only the new password signs in; it is stored with argon2id.
    expect((await login(app, email)).response.statusCode).toBe(401);
    expect((await login(app, email, NEW_PASSWORD)).response.statusCode).toBe(200);
    const stored = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', await userIdOf(app, email))
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('PATCH /api/me: attempts', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp();
  });
  afterAll(() => limited.close());

  it('counts a wrong current password as a failed sign-in of the account: 429 once the account must wait', async () => {
    const headers = await authAs(limited, 'voluntaria@demo.example.org');
    const attempt = () =>
      limited.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: jsonHeaders(headers, 'application/merge-patch+json'),
        payload: JSON.stringify({ currentPassword: 'guess', password: NEW_PASSWORD }),
      });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const locked = await attempt();
    expect(locked.json()).toMatchObject({
      error: 'account-temporarily-locked',
      retryAfter: expect.any(Number),
    });
    // Signing in to that account waits too, from any address.
    const signIn = await limited.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { host: 'localhost' },
      remoteAddress: '192.0.2.44',
      payload: { email: 'voluntaria@demo.example.org', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
    // Another account is not held back by it.
    const other = await authAs(limited, 'pendiente@demo.example.org');
    const response = await limited.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: jsonHeaders(other, 'application/merge-patch+json'),
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
  });
});
