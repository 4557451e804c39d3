import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { expectIdsRefused, expectUnknownId } from '../../../helpers/item-ids';
import { type RouteCall, sendCall } from '../../../helpers/route-call';
import { authAs } from '../participants/participant-fixtures';

let app: FastifyInstance;
const sessions: Record<'staff' | 'volunteer', Record<string, string>> = { staff: {}, volunteer: {} };
beforeAll(async () => {
  app = await buildTestApp();
  sessions.staff = await authAs(app, 'admin@demo.example.org');
  sessions.volunteer = await authAs(app, 'voluntaria@demo.example.org');
});
afterAll(() => app.close());

type Method = RouteCall['method'];

// The routes of an intervention's waiting list, and who calls them.
const WAITING_LIST_ROUTES: [Method, string, keyof typeof sessions][] = [
  ['GET', '/api/interventions/{id}/waiting-list', 'staff'],
  ['POST', '/api/interventions/{id}/waiting-list', 'volunteer'],
  ['DELETE', '/api/interventions/{id}/waiting-list', 'volunteer'],
  ['POST', '/api/interventions/{id}/waiting-list/offer', 'volunteer'],
];

const call = (method: Method, path: string, who: keyof typeof sessions, id: string) =>
  sendCall(app, sessions[who], { method, url: path.replace('{id}', id) });

describe('the routes of a waiting list', () => {
  it.each(WAITING_LIST_ROUTES)(
    '%s %s refuses an id that is not one (text, zero, a leading zero, eleven digits), naming the id',
    async (method, path, who) => {
      await expectIdsRefused((id) => call(method, path, who, id));
    },
  );

  it.each(WAITING_LIST_ROUTES)(
    '%s %s answers 404 not-found for an unknown intervention',
    async (method, path, who) => {
      await expectUnknownId((id) => call(method, path, who, id));
    },
  );
});
