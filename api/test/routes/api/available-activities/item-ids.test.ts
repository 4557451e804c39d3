import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { expectIdsRefused, expectUnknownId } from '../../../helpers/item-ids';
import { authAs, ROLE_ACCOUNTS } from '../volunteers/volunteer-fixtures';

let app: FastifyInstance;
let volunteer: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  volunteer = await authAs(app, ROLE_ACCOUNTS.volunteer);
});
afterAll(() => app.close());

// Every item route of the volunteer area's activities.
const ITEM_ROUTES = ['/api/available_activities/{id}'];

const get = (path: string, id: string) =>
  app.inject({ method: 'GET', url: path.replace('{id}', id), headers: volunteer });

describe('the item routes of the volunteer area’s activities', () => {
  it.each(ITEM_ROUTES)(
    'GET %s refuses an id that is not one (text, zero, a leading zero, eleven digits), naming the id',
    async (path) => {
      await expectIdsRefused((id) => get(path, id));
    },
  );

  it.each(ITEM_ROUTES)('GET %s answers 404 not-found for an unknown id', async (path) => {
    await expectUnknownId((id) => get(path, id));
  });
});
