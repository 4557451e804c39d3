import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, jsonHeaders, validVolunteer } from './volunteer-fixtures';

let app: FastifyInstance;
let technician: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  technician = await authAs(app, 'tecnica@demo.example.org');
});
afterAll(() => app.close());

describe('the staff member who validated a volunteer', () => {
  it('is named on the volunteer once validated, and nobody before', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/volunteers',
      headers: jsonHeaders(technician),
      payload: JSON.stringify(validVolunteer()),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ validatedBy: null, validatedByName: null });
    const { id } = created.json();

    const validated = await app.inject({
      method: 'POST',
      url: `/api/volunteers/${id}/validate`,
      headers: technician,
    });
    const technicianRow = await app.db
      .selectFrom('users')
      .select(['id', 'name', 'surname'])
      .where('email', '=', 'tecnica@demo.example.org')
      .executeTakeFirstOrThrow();
    const expected = {
      validatedBy: `/api/users/${technicianRow.id}`,
      validatedByName: `${technicianRow.name} ${technicianRow.surname}`,
    };
    expect(validated.json()).toMatchObject(expected);
    const read = await app.inject({ method: 'GET', url: `/api/volunteers/${id}`, headers: technician });
    expect(read.json()).toMatchObject(expected);
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/volunteers/${id}`,
      headers: jsonHeaders(technician, 'application/merge-patch+json'),
      payload: JSON.stringify({ aboutMe: 'Otra cosa', validatedByName: 'Alguien' }),
    });
    expect(patched.json()).toMatchObject(expected);
  });
});
