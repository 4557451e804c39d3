import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { expectIdsRefused, expectUnknownId } from '../../../helpers/item-ids';
import { type RouteCall, sendCall } from '../../../helpers/route-call';
import { authAs, userIdOf } from '../activities/activity-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

type Method = RouteCall['method'];

// Every item route of a person's account.
const ITEM_ROUTES: [Method, string][] = [
  ['GET', '/api/users/{id}'],
  ['GET', '/api/users/{id}/mfa'],
  ['DELETE', '/api/users/{id}/mfa'],
];

const call = (method: Method, path: string, id: string) =>
  sendCall(app, admin, { method, url: path.replace('{id}', id) });

describe("the item routes of a person's account", () => {
  it.each(ITEM_ROUTES)(
    '%s %s refuses an id that is not one (text, zero, a leading zero, eleven digits), naming the id',
    async (method, path) => {
      await expectIdsRefused((id) => call(method, path, id));
    },
  );

  it.each(ITEM_ROUTES)('%s %s answers 404 not-found for an unknown id', async (method, path) => {
    await expectUnknownId((id) => call(method, path, id));
  });

  it('GET /api/users/{id} answers the account the id names', async () => {
    const id = await userIdOf(app, 'tecnica@demo.example.org');
    const response = await call('GET', '/api/users/{id}', String(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ '@id': `/api/users/${id}`, id, profile: 'employee' });
  });

  it('GET /api/users/{id}/mfa answers about the person the id names', async () => {
    const id = await userIdOf(app, 'tecnica@demo.example.org');
    const response = await call('GET', '/api/users/{id}/mfa', String(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ '@id': `/api/users/${id}/mfa`, enabled: false });
  });
});
