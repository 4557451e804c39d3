import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { expectIdsRefused, expectUnknownId } from '../../../helpers/item-ids';
import { userIdOf } from '../staff/staff-fixtures';
import { authAs } from '../volunteers/volunteer-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

// The collections whose people may be invited again.
const PEOPLE = ['volunteers', 'employees', 'coordinators', 'contact_partners'];

const invite = (people: string, id: string) =>
  app.inject({ method: 'POST', url: `/api/${people}/${id}/invitation`, headers: admin });

describe('POST /api/{people}/{id}/invitation', () => {
  it.each(PEOPLE)(
    '%s: refuses an id that is not one (text, zero, a leading zero, eleven digits), naming the id',
    async (people) => {
      await expectIdsRefused((id) => invite(people, id));
    },
  );

  it.each(PEOPLE)('%s: answers 404 not-found for an unknown id', async (people) => {
    await expectUnknownId((id) => invite(people, id));
  });

  it('finds the person by the id as a number: an active account answers 409, not 404', async () => {
    const volunteer = await userIdOf(app, 'voluntaria@demo.example.org');
    const response = await invite('volunteers', String(volunteer));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('account-already-active');
  });
});
