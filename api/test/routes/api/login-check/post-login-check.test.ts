import type { FastifyInstance } from 'fastify';
import { buildTestApp, DEMO_PASSWORD, login } from '../../../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('POST /api/login_check', () => {
  it.each([
    'admin@demo.example.org',
    'tecnica@demo.example.org',
    'coordinacion@demo.example.org',
    'voluntaria@demo.example.org',
    'pendiente@demo.example.org',
    'entidad@demo.example.org',
  ])('signs in the demo account %s', async (email) => {
    const { response, body } = await login(app, email);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/ld+json');
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refresh_token.length).toBeGreaterThan(40);
    const in30Days = Date.now() / 1000 + 30 * 24 * 3600;
    expect(Math.abs(body.refresh_token_expiration - in30Days)).toBeLessThan(60);
  });

  it('accepts the email in another case', async () => {
    expect((await login(app, 'Admin@Demo.Example.org')).response.statusCode).toBe(200);
  });

  it('answers the same 401 invalid-credentials for a wrong password and an unknown email', async () => {
    const wrong = await login(app, 'admin@demo.example.org', 'Wrong-password-2026');
    const unknown = await login(app, 'nobody@demo.example.org', DEMO_PASSWORD);
    for (const { response } of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        error: 'invalid-credentials',
        description: expect.any(String),
      });
    }
  });

  it('refuses an account that is not activated yet', async () => {
    const { response } = await login(app, 'nueva@demo.example.org', DEMO_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid-credentials');
  });

  it("refuses a tenant's user on another tenant's host, both ways", async () => {
    expect(
      (await login(app, 'admin@demo.example.org', DEMO_PASSWORD, 'otra.localhost')).response.statusCode,
    ).toBe(401);
    expect((await login(app, 'admin@otra.example.org', DEMO_PASSWORD, 'localhost')).response.statusCode).toBe(
      401,
    );
    expect(
      (await login(app, 'admin@otra.example.org', DEMO_PASSWORD, 'otra.localhost')).response.statusCode,
    ).toBe(200);
  });

  it('answers 422 with violations for missing fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { host: 'localhost' },
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    const paths = response.json().violations.map((v: { propertyPath: string }) => v.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('bad input', () => {
  const post = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { host: 'localhost', 'content-type': contentType },
      payload,
    });

  it('answers 400 bad-request for a broken body', async () => {
    const response = await post('{"email": "admin@demo.example.org", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'bad-request' });
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('answers 400 for an empty JSON body', async () => {
    expect((await post('')).statusCode).toBe(400);
  });

  it('answers 415 for a content type that is not JSON', async () => {
    const response = await post('email=a&password=b', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 415, error: 'unsupported-media-type' });
  });

  it('accepts application/ld+json bodies', async () => {
    const response = await post(
      JSON.stringify({ email: 'admin@demo.example.org', password: DEMO_PASSWORD }),
      'application/ld+json',
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, error: 'payload-too-large' });
  });

  it('answers 422 with violations for wrong types', async () => {
    const response = await post(JSON.stringify({ email: 42, password: ['a'] }));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error).toBe('validation-failed');
    expect(body.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyPath: 'email' }),
        expect.objectContaining({ propertyPath: 'password' }),
      ]),
    );
  });

  it('answers 422 for a body that is not an object', async () => {
    const response = await post('[1,2]');
    expect(response.statusCode).toBe(422);
  });
});
