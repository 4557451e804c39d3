import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/docs.json', () => {
  it('describes the API in OpenAPI on any host', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs.json',
      headers: { host: 'anything.example' },
    });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login_check',
        '/api/token/refresh',
        '/api/users/activate/{code}',
        '/api/volunteers',
        '/api/volunteers/{id}',
        '/api/volunteers/{id}/validate',
        '/matomo-config',
      ]),
    );
    expect(doc.paths['/api/volunteers/{id}'].delete.summary).toMatch(/motivo/);
    expect(Object.keys(doc.paths['/api/volunteers'])).toEqual(expect.arrayContaining(['get', 'post']));
  });
});
