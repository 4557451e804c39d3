import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { expectIdsRefused, expectUnknownId } from '../../../helpers/item-ids';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

// Every item route of the geography, read without a session.
const ITEM_ROUTES = ['/api/countries/{id}', '/api/states/{id}', '/api/provinces/{id}', '/api/locations/{id}'];

const get = (path: string, id: string) =>
  app.inject({ method: 'GET', url: path.replace('{id}', id), headers: { host: 'localhost' } });

describe('the item routes of the geography', () => {
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
