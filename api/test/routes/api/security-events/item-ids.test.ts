import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { expectIdsRefused, expectUnknownId } from '../../../helpers/item-ids';
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
    await expectIdsRefused((id) => get(id));
  });

  it('answers 404 not-found for an unknown entry', async () => {
    await expectUnknownId((id) => get(id));
  });

  it('reads an entry by the id its list gives it', async () => {
    const { member } = (await app.inject({ url: '/api/security_events', headers: admin })).json();
    const response = await get(String(member[0].id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ '@context': '/api/contexts/SecurityEvent', ...member[0] });
  });
});
