import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
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

function codeFromLastMail(): string {
  const mail = app.mailer.sent.at(-1)!;
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
    expect(app.mailer.sent).toHaveLength(1);
    const mail = app.mailer.sent[0];
    expect(mail.to).toBe('tecnica@demo.example.org');
    expect(mail.from).toBe('"Fundación Demo" <no-reply@enlace.localhost>');
    expect(mail.subject).toContain('Fundación Demo');
    expect(mail.html).toContain('#0f766e');
    expect(mail.html).toContain('http://localhost/cdn/demo/logo_light.webp');
    expect(mail.html).toContain('http://localhost/reset-password/');
  });

  it('writes the mail in the language of the screen that asked for it', async () => {
    await requestReset('tecnica@demo.example.org', 'localhost', 'en');
    const english = app.mailer.sent.at(-1)!;
    expect(english.subject).toBe('Reset your password · Fundación Demo');
    expect(english.text).toContain('valid for one hour');
    await requestReset('tecnica@demo.example.org', 'localhost', 'es-ES');
    expect(app.mailer.sent.at(-1)!.subject).toBe('Restablece tu contraseña · Fundación Demo');
  });

  it("does not mail a tenant's user from another tenant's host", async () => {
    expect((await requestReset('tecnica@demo.example.org', 'otra.localhost')).statusCode).toBe(202);
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
    await requestReset('coordinacion@demo.example.org');
    const code = codeFromLastMail();

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
    await requestReset('voluntaria@demo.example.org');
    const code = codeFromLastMail();
    await app.db
      .updateTable('password_reset_requests')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const response = await completeReset(code, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('password-request-expired');
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
