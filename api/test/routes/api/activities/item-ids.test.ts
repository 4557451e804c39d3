import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { expectIdsRefused, expectUnknownId } from '../../../helpers/item-ids';
import { type RouteCall, sendCall } from '../../../helpers/route-call';
import { authAs } from './activity-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

type Method = RouteCall['method'];

// Every item route of activities and interventions, with a body its method takes.
const ITEM_ROUTES: [Method, string, object | undefined][] = [
  ['GET', '/api/activities/{id}', undefined],
  ['PATCH', '/api/activities/{id}', {}],
  ['DELETE', '/api/activities/{id}', undefined],
  ['POST', '/api/activities/{id}/duplicate', { dateStart: '2027-04-01', dateEnd: '2027-04-30' }],
  ['GET', '/api/interventions/{id}', undefined],
  ['PATCH', '/api/interventions/{id}', {}],
  ['DELETE', '/api/interventions/{id}', undefined],
  ['PATCH', '/api/interventions/{id}/following', {}],
  ['DELETE', '/api/interventions/{id}/following', undefined],
];

const call = (method: Method, path: string, id: string, payload: object | undefined) =>
  sendCall(app, admin, { method, url: path.replace('{id}', id), payload });

describe('the item routes of activities and interventions', () => {
  it.each(ITEM_ROUTES)(
    '%s %s refuses an id that is not one (text, zero, a leading zero, eleven digits), naming the id',
    async (method, path, body) => {
      await expectIdsRefused((id) => call(method, path, id, body));
    },
  );

  it.each(ITEM_ROUTES)('%s %s answers 404 not-found for an unknown id', async (method, path, body) => {
    await expectUnknownId((id) => call(method, path, id, body));
  });
});
