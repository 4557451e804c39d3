import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs } from '../participants/participant-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

const get = (id: string) => app.inject({ method: 'GET', url: `/api/security_events/${id}`, headers: admin });

describe('GET /api/security_events/{id}', () => {
  it('refuses an id that is not one (text, zero, a leading zero, eleven digits), naming the id', async () => {
    for (const id of ['abc', '0', '01', '12345678901']) {
      const response = await get(id);
      expect(response.statusCode).toBe(400);
      expect(response.json().violations).toEqual([{ propertyPath: 'id', message: 'field-not-valid-regex' }]);
    }
  });

  it('answers 404 not-found for an unknown entry', async () => {
    const response = await get('999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not-found');
  });

  it('reads an entry by the id its list gives it', async () => {
    const { member } = (await app.inject({ url: '/api/security_events', headers: admin })).json();
    const response = await get(String(member[0].id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ '@context': '/api/contexts/SecurityEvent', ...member[0] });
  });
});
