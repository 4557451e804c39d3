import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, login } from '../../../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const home = (token?: string, host = 'localhost') =>
  app.inject({
    method: 'GET',
    url: '/api/home',
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('GET /api/home', () => {
  it('answers the signed-in user', async () => {
    const { body } = await login(app, 'admin@demo.example.org');
    const response = await home(body.token);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toEqual({
      '@context': '/api/contexts/User',
      '@id': `/api/users/${user.id}`,
      '@type': 'User',
      id: expect.any(Number),
      name: 'Alicia',
      surnames: 'Martín Ruiz',
      email: 'admin@demo.example.org',
      profile: 'employee',
      roles: ['user', 'employee', 'employee-admin'],
      available_profiles: ['employee'],
      validated: true,
    });
  });

  it.each([
    ['voluntaria@demo.example.org', 'volunteer', true],
    ['pendiente@demo.example.org', 'volunteer', false],
    ['entidad@demo.example.org', 'partner', true],
    ['coordinacion@demo.example.org', 'employee', true],
  ])('gives %s the profile %s (validated %s)', async (email, profile, validated) => {
    const { body } = await login(app, email);
    const user = (await home(body.token)).json();
    expect(user.profile).toBe(profile);
    expect(user.validated).toBe(validated);
  });

  it('answers 401 token-invalid without a token or with a forged one', async () => {
    for (const token of [undefined, 'abc.def.ghi']) {
      const response = await home(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, error: 'token-invalid' });
    }
  });

  it("answers 404 for a token used on another tenant's host, as for anything that tenant does not have", async () => {
    const { body } = await login(app, 'admin@demo.example.org');
    const response = await home(body.token, 'otra.localhost');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not-found');
  });

  it('answers 401 token-expired for an expired token', async () => {
    const { body } = await login(app, 'admin@demo.example.org');
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const sign = (claims: object) => {
      const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
      const signature = createHmac('sha256', 'test-secret-that-is-long-enough-for-hs256')
        .update(unsigned)
        .digest('base64url');
      return `${unsigned}.${signature}`;
    };
    const now = Math.floor(Date.now() / 1000);
    const expired = sign({
      sub: payload.sub,
      tid: payload.tid,
      username: payload.username,
      iat: now - 7200,
      exp: now - 3600,
    });
    const response = await home(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('token-expired');
  });
});
