import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
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
      for (const id of ['abc', '0', '01', '12345678901']) {
        const response = await call(method, path, id);
        expect(response.statusCode).toBe(400);
        expect(response.json().violations).toEqual([
          { propertyPath: 'id', message: 'field-not-valid-regex' },
        ]);
      }
    },
  );

  it.each(SUBSCRIPTION_ROUTES)(
    '%s %s answers 404 %s for an unknown intervention',
    async (method, path, error) => {
      const response = await call(method, path, '999999');
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(error);
    },
  );
});
