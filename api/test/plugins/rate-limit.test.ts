import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { loginPerMinute: 3, resetPerMinute: 2 } });
});
afterAll(() => app.close());

describe('rate limits', () => {
  it('answers 429 too-many-requests after the login limit', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/login_check',
        headers: { host: 'localhost' },
        payload: { email: 'admin@demo.example.org', password: 'Wrong-password-2026' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 429,
      error: 'too-many-requests',
      description: expect.stringMatching(/^Demasiadas solicitudes/),
    });
  });

  it('counts the reset requests on their own', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        headers: { host: 'localhost' },
        payload: { email: 'nobody@demo.example.org' },
      });
    expect((await attempt()).statusCode).toBe(202);
    expect((await attempt()).statusCode).toBe(202);
    expect((await attempt()).statusCode).toBe(429);
  });
});
