import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  // What the gateway adds: a catch-all that sends unknown API paths back to the 404 handler.
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return 'shell';
  });
  app.get('/boom', async () => {
    throw new Error('secret detail');
  });
});
afterAll(() => app.close());

describe('errors', () => {
  it('answers the JSON 404 for an unknown API path behind a catch-all route', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/unknown/path',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, error: 'not-found', description: expect.any(String) });
  });

  it('answers 500 without details or stack for an unexpected failure', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      error: 'internal-error',
      description: expect.any(String),
    });
    expect(response.body).not.toContain('secret detail');
  });
});
