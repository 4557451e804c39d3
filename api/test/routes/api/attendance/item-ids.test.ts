import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { type RouteCall, sendCall } from '../../../helpers/route-call';
import { authAs } from './attendance-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

type Method = RouteCall['method'];

// The attendance sheet's routes, with a body its method takes.
const ITEM_ROUTES: [Method, string, object | undefined][] = [
  ['GET', '/api/interventions/{id}/attendance', undefined],
  ['POST', '/api/interventions/{id}/attendance', { entries: [] }],
];

const call = (method: Method, path: string, id: string, payload: object | undefined) =>
  sendCall(app, admin, { method, url: path.replace('{id}', id), payload });

describe('the routes of an attendance sheet', () => {
  it.each(ITEM_ROUTES)(
    '%s %s refuses an id that is not one (text, zero, a leading zero, eleven digits), naming the id',
    async (method, path, body) => {
      for (const id of ['abc', '0', '01', '12345678901']) {
        const response = await call(method, path, id, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().violations).toEqual([
          { propertyPath: 'id', message: 'field-not-valid-regex' },
        ]);
      }
    },
  );

  it.each(ITEM_ROUTES)('%s %s answers 404 not-found for an unknown id', async (method, path, body) => {
    const response = await call(method, path, '999999', body);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not-found');
  });
});
