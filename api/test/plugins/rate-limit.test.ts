import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { resetPerMinute: 2 } });
});
afterAll(() => app.close());

describe('rate limits', () => {
  it('answers 429 too-many-requests after the reset limit of an address', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        headers: { host: 'localhost' },
        payload: { email: 'nobody@demo.example.org' },
      });
    expect((await attempt()).statusCode).toBe(202);
    expect((await attempt()).statusCode).toBe(202);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, error: 'too-many-requests' });
  });
});
