import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  authAs,
  createProject,
  jsonHeaders,
  messagesOf,
  patchProject,
  validProject,
} from './project-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

const newProject = async (overrides: Record<string, unknown> = {}) => {
  const response = await createProject(app, admin, validProject({ status: 'closed', ...overrides }));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; updatedAt: string };
};

const stored = (id: number) =>
  app.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();

describe('GET /api/projects/{id}', () => {
  it('answers the project with its description', async () => {
    const { id } = await newProject({ name: 'Aula abierta' });
    const response = await app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(response.json()).toMatchObject({
      '@context': '/api/contexts/Project',
      '@id': `/api/projects/${id}`,
      name: 'Aula abierta',
      description: 'Apoyo con los deberes dos tardes por semana.',
      dateStart: '2026-09-15',
      dateEnd: '2027-06-20',
      status: 'closed',
    });
  });

  it('answers 404 not-found to an unknown id and 400 to one that is not an id', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/projects/999999', headers: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not-found');
    expect((await app.inject({ method: 'GET', url: '/api/projects/abc', headers: admin })).statusCode).toBe(
      400,
    );
  });
});

describe('PATCH /api/projects/{id}', () => {
  it('merges the patch: given fields change, null clears an optional one, the rest stays', async () => {
    const { id } = await newProject();
    const response = await patchProject(app, admin, id, { name: 'Refuerzo de secundaria', dateEnd: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Refuerzo de secundaria',
      description: 'Apoyo con los deberes dos tardes por semana.',
      dateStart: '2026-09-15',
      dateEnd: null,
      status: 'closed',
    });
    expect(await stored(id)).toMatchObject({ name_key: 'refuerzo de secundaria', date_end: null });
  });

  it('closes an active project and re-opens it', async () => {
    const { id } = await newProject({ status: 'active' });
    const closed = await patchProject(app, admin, id, { status: 'closed' });
    expect(closed.json().status).toBe('closed');
    const reopened = await patchProject(app, admin, id, { status: 'active' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().status).toBe('active');
    await patchProject(app, admin, id, { status: 'closed' });
  });

  it('checks the rules on the result: a required field cannot be patched away, nor the dates crossed', async () => {
    const { id } = await newProject();
    const before = await stored(id);
    const response = await patchProject(app, admin, id, { name: null, dateStart: '2027-07-01' });
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'name')).toEqual(['field-not-blank']);
    expect(messagesOf(violations, 'dateEnd')).toEqual(['date-start-after-date-end']);
    const badStatus = await patchProject(app, admin, id, { status: 'archived' });
    expect(messagesOf(badStatus.json().violations, 'status')).toEqual(['field-not-valid-option']);
    expect(await stored(id)).toEqual(before);
  });

  it('answers 404 to an unknown id and 415 to a body that is not a merge patch', async () => {
    expect((await patchProject(app, admin, 999999, { name: 'Nada' })).statusCode).toBe(404);
    const { id } = await newProject();
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/projects/${id}`,
      headers: jsonHeaders(admin, 'application/x-www-form-urlencoded'),
      payload: 'name=Nada',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('deletes the project; a second time answers 404', async () => {
    const { id } = await newProject();
    const response = await app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: admin });
    expect(response.statusCode).toBe(204);
    expect(await stored(id)).toBeUndefined();
    const again = await app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
  });
});
