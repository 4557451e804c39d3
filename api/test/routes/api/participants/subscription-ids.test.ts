import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { expectIdsRefused, expectUnknownId } from '../../../helpers/item-ids';
import { type RouteCall, sendCall } from '../../../helpers/route-call';
import { authAs } from './participant-fixtures';

let app: FastifyInstance;
let volunteer: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  volunteer = await authAs(app, 'voluntaria@demo.example.org');
});
afterAll(() => app.close());

type Method = RouteCall['method'];

// The routes of a volunteer's own place in an intervention, with the refusal of an intervention that does not exist.
const SUBSCRIPTION_ROUTES: [Method, string, string][] = [
  ['POST', '/api/interventions/{id}/subscription', 'not-found'],
  ['DELETE', '/api/interventions/{id}/subscription', 'not-found'],
];

const call = (method: Method, path: string, id: string) =>
  sendCall(app, volunteer, { method, url: path.replace('{id}', id) });

describe("the routes of a volunteer's subscription", () => {
  it.each(SUBSCRIPTION_ROUTES)(
    '%s %s refuses an id that is not one (text, zero, a leading zero, eleven digits), naming the id',
    async (method, path) => {
      await expectIdsRefused((id) => call(method, path, id));
    },
  );

  it.each(SUBSCRIPTION_ROUTES)(
    '%s %s answers 404 %s for an unknown intervention',
    async (method, path, error) => {
      await expectUnknownId((id) => call(method, path, id), error);
    },
  );
});
