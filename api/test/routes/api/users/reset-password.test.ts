import type { FastifyInstance } from 'fastify';
import { buildTestApp, DEMO_PASSWORD, login } from '../../../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  // Tenants read afresh on every request: a test changes one.
  app = await buildTestApp({ tenantCacheMs: 0 });
});
afterAll(() => app.close());
beforeEach(() => {
  app.mailer.sent.length = 0;
});

const NEW_PASSWORD = 'Otra-clave-segura-2026';

const requestReset = (email: unknown, host = 'localhost', language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/reset-password',
    headers: { host, ...(language ? { 'accept-language': language } : {}) },
    payload: { email },
  });

const completeReset = (code: string, password: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/users/reset-password/${encodeURIComponent(code)}`,
    headers: { host: 'localhost', 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify({ password }),
  });

/** The link is mailed after the answer: waits (a few turns of the event loop) for the next mail. */
async function nextMail(count = app.mailer.sent.length) {
  for (let turn = 0; turn < 200 && app.mailer.sent.length <= count; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return app.mailer.sent.at(-1)!;
}

/** Asks for a reset and gives the code of the email it sends. */
async function resetCode(email: string): Promise<string> {
  const before = app.mailer.sent.length;
  expect((await requestReset(email)).statusCode).toBe(202);
  const mail = await nextMail(before);
  const match = /http:\/\/localhost\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match).not.toBeNull();
  return match![1];
}

describe('password reset', () => {
  it('answers 202 whether the email exists or not, and mails only an existing account', async () => {
    const unknown = await requestReset('nobody@demo.example.org');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ success: true });
    expect(app.mailer.sent).toHaveLength(0);

    const known = await requestReset('tecnica@demo.example.org');
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mail = await nextMail(0);
    expect(app.mailer.sent).toHaveLength(1);
    expect(mail.to).toBe('tecnica@demo.example.org');
    expect(mail.from).toBe('"Fundación Demo" <no-reply@enlace.localhost>');
    expect(mail.subject).toContain('Fundación Demo');
    expect(mail.html).toContain('#0f766e');
    expect(mail.html).toContain('http://localhost/cdn/demo/logo_light.webp');
    expect(mail.html).toContain('http://localhost/reset-password/');
  });

  it('writes the mail in the language of the screen that asked for it', async () => {
    await requestReset('tecnica@demo.example.org', 'localhost', 'en');
    const english = await nextMail(0);
    expect(english.subject).toBe('Reset your password · Fundación Demo');
    expect(english.text).toContain('valid for one hour');
    await requestReset('tecnica@demo.example.org', 'localhost', 'es-ES');
    expect((await nextMail(1)).subject).toBe('Restablece tu contraseña · Fundación Demo');
  });

  it("does not mail a tenant's user from another tenant's host", async () => {
    expect((await requestReset('tecnica@demo.example.org', 'otra.localhost')).statusCode).toBe(202);
    await nextMail(0);
    expect(app.mailer.sent).toHaveLength(0);
  });

  it('answers 422 for an invalid email', async () => {
    const response = await requestReset('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0]).toMatchObject({
      propertyPath: 'email',
      message: 'not-valid-email',
    });
  });

  it('sets the new password with the code once, and ends the open sessions', async () => {
    const session = (await login(app, 'coordinacion@demo.example.org')).body;
    const code = await resetCode('coordinacion@demo.example.org');

    const leaked = await completeReset(code, 'password1234');
    expect(leaked.statusCode).toBe(422);
    expect(leaked.json().violations[0]).toMatchObject({
      propertyPath: 'password',
      message: 'not-compromised-password',
    });

    const response = await completeReset(code, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await login(app, 'coordinacion@demo.example.org', NEW_PASSWORD)).response.statusCode).toBe(200);
    expect((await login(app, 'coordinacion@demo.example.org')).response.statusCode).toBe(401);

    const again = await completeReset(code, 'Y-otra-clave-mas-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 400, error: 'password-request-expired' });

    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { host: 'localhost' },
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('answers 400 password-request-expired after an hour', async () => {
    const code = await resetCode('voluntaria@demo.example.org');
    await app.db
      .updateTable('password_reset_requests')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const response = await completeReset(code, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('password-request-expired');
  });

  it('answers before the address is even looked up: known and unknown addresses take the same time', async () => {
    const lookUp = app.usersRepository.findByEmail;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.usersRepository.findByEmail = async (...args) => {
      await held;
      return lookUp(...args);
    };
    try {
      // The lookup cannot finish until the answer has arrived, whichever the address.
      for (const email of ['tecnica@demo.example.org', 'nobody@demo.example.org']) {
        const response = await requestReset(email);
        expect(response.statusCode).toBe(202);
        expect(response.body).toBe('{"success":true}');
      }
      expect(app.mailer.sent).toHaveLength(0);
      release();
      expect((await nextMail(0)).to).toBe('tecnica@demo.example.org');
    } finally {
      app.usersRepository.findByEmail = lookUp;
    }
  });

  it('voids every earlier link when a new one is asked for: only the newest works', async () => {
    const first = await resetCode('pendiente@demo.example.org');
    const second = await resetCode('pendiente@demo.example.org');
    const stale = await completeReset(first, NEW_PASSWORD);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('password-request-expired');
    expect((await completeReset(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids the outstanding links once the password has changed, whichever way', async () => {
    const email = 'entidad@demo.example.org';
    const older = await resetCode(email);
    const newer = await resetCode(email);
    expect((await completeReset(newer, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await completeReset(older, 'Y-otra-clave-mas-2026')).json().error).toBe(
      'password-request-expired',
    );

    // A change from the profile voids the links asked for before it too.
    const pending = await resetCode(email);
    const session = (await login(app, email, NEW_PASSWORD)).body;
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: {
        host: 'localhost',
        authorization: `Bearer ${session.token}`,
        'content-type': 'application/merge-patch+json',
      },
      payload: JSON.stringify({ currentPassword: NEW_PASSWORD, password: 'Clave-de-perfil-2027' }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await completeReset(pending, 'Y-otra-clave-mas-2026')).json().error).toBe(
      'password-request-expired',
    );
    expect((await login(app, email, 'Clave-de-perfil-2027')).response.statusCode).toBe(200);
  });

  it.each([
    ['six emoji (12 UTF-16 units, 6 characters)', '😀😁😂🤣😃😄', 'field-min-length'],
    ['a NUL byte', 'Clave-segura\u0000-2026', 'password-control-characters'],
    ['a line break', 'Clave-segura\n-de-2026', 'password-control-characters'],
    ['twelve times the same letter', 'aaaaaaaaaaaa', 'password-too-weak'],
    ['a keyboard row', 'qwertyuiopas', 'password-too-weak'],
    ['a common word and a year', 'contraseña2026', 'password-too-weak'],
    ['the name of the organisation and a year', 'Fundacion2026', 'password-too-weak'],
  ])('refuses %s and keeps the code usable', async (_case, password, message) => {
    const code = await resetCode('tecnica@demo.example.org');
    const response = await completeReset(code, password);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'password', message }),
    ]);
    // The refused attempt used nothing up: the same link still sets a good password.
    expect((await completeReset(code, 'Tres-palabras-sueltas-2026')).statusCode).toBe(200);
  });

  it('counts characters, not UTF-16 units: twelve emoji are a long enough password', async () => {
    const code = await resetCode('tecnica@demo.example.org');
    const response = await completeReset(code, '🌻🐢🚲🎻🧩🌵🦉🍋🪁🛶🧭🎈');
    expect(response.statusCode).toBe(200);
  });

  it('refuses the published demo password outside the demo tenants, and takes it in them', async () => {
    await app.db.updateTable('tenants').set({ is_demo: 0 }).where('asset_folder', '=', 'otra').execute();
    const requestOther = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        headers: { host: 'otra.localhost' },
        payload: { email },
      });
    const before = app.mailer.sent.length;
    await requestOther('admin@otra.example.org');
    const mail = await nextMail(before);
    const code = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/users/reset-password/${code}`,
      headers: { host: 'otra.localhost', 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ password: DEMO_PASSWORD }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({ message: 'published-demo-password' });

    const demoCode = await resetCode('tecnica@demo.example.org');
    expect((await completeReset(demoCode, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 password-request-expired for an unknown code', async () => {
    expect((await completeReset('unknown-code', NEW_PASSWORD)).json().error).toBe('password-request-expired');
  });

  it('answers 422 for a password that is too long', async () => {
    const response = await completeReset('whatever', 'a'.repeat(65) + 'B1-');
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0]).toMatchObject({
      propertyPath: 'password',
      message: 'field-max-length',
      params: { max: 64 },
    });
  });
});

describe('GET /api/users/reset-password/{code}', () => {
  const checkCode = (code: string, host = 'localhost') =>
    app.inject({
      method: 'GET',
      url: `/api/users/reset-password/${encodeURIComponent(code)}`,
      headers: { host },
    });

  it('tells whether the link still works without using it', async () => {
    const code = await resetCode('admin@demo.example.org');
    for (const _time of [1, 2]) {
      const check = await checkCode(code);
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ success: true });
    }
    // Another organisation's address does not know it.
    expect((await checkCode(code, 'otra.localhost')).json()).toMatchObject({
      error: 'password-request-expired',
    });
    expect((await completeReset(code, NEW_PASSWORD)).statusCode).toBe(200);
    const used = await checkCode(code);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ status: 400, error: 'password-request-expired' });
  });

  it('answers 400 password-request-expired for an expired or unknown code', async () => {
    const code = await resetCode('voluntaria@demo.example.org');
    await app.db
      .updateTable('password_reset_requests')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    for (const tried of [code, 'no-such-code']) {
      const check = await checkCode(tried);
      expect(check.statusCode).toBe(400);
      expect(check.json().error).toBe('password-request-expired');
    }
  });
});
