import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { countRows } from '../../../helpers/route-call';
import { describeRoleMatrix } from '../../../helpers/role-matrix';
import { authAs, createProject, patchProject, validProject } from './project-fixtures';

// docs/roles.md: every staff role lists and reads projects; administrators and technical staff create, edit
// (close, re-open) and delete them; coordinators only read. Volunteers and partner contacts get 403.
// Projects are created closed here, so that the tier's cap on active projects never decides an outcome.
describeRoleMatrix({
  name: 'projects',
  routes: [
    { permission: 'project:list', success: 200, call: () => ({ method: 'GET', url: '/api/projects' }) },
    {
      permission: 'project:read',
      success: 200,
      call: (id) => ({ method: 'GET', url: `/api/projects/${id}` }),
    },
    {
      permission: 'project:create',
      success: 201,
      call: () => ({ method: 'POST', url: '/api/projects', payload: validProject({ status: 'closed' }) }),
    },
    {
      permission: 'project:update',
      success: 200,
      call: (id) => ({ method: 'PATCH', url: `/api/projects/${id}`, payload: { description: 'Cambiada' } }),
    },
    {
      permission: 'project:delete',
      success: 204,
      call: (id) => ({ method: 'DELETE', url: `/api/projects/${id}` }),
    },
  ],
  freshId: async (app, administrator) =>
    (await createProject(app, administrator, validProject({ status: 'closed' }))).json().id,
  snapshot: async (app, id) => ({
    project: await app.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    count: await countRows(app, 'projects'),
  }),
});

describe('projects for a staff member who holds only the coordinator role', () => {
  // Every coordinator the product creates is technical staff too (roles employee + coordinator) and so manages
  // projects; the coordinator role by itself only reads them.
  let app: FastifyInstance;
  let coordinator: Record<string, string>;
  let projectId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    const admin = await authAs(app, 'admin@demo.example.org');
    projectId = (await createProject(app, admin, validProject({ status: 'closed' }))).json().id;
    await app.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'coordinator']) })
      .where('email', '=', 'coordinacion@demo.example.org')
      .execute();
    coordinator = await authAs(app, 'coordinacion@demo.example.org');
  });
  afterAll(() => app.close());

  it('lists and reads projects', async () => {
    for (const url of ['/api/projects', `/api/projects/${projectId}`]) {
      expect((await app.inject({ method: 'GET', url, headers: coordinator })).statusCode).toBe(200);
    }
  });

  it('is refused creating, editing, closing and deleting with 403 access-denied, and nothing changes', async () => {
    const before = await app.db.selectFrom('projects').selectAll().orderBy('id').execute();
    const attempts = [
      await createProject(app, coordinator, validProject({ status: 'closed' })),
      await patchProject(app, coordinator, projectId, { status: 'active' }),
      await app.inject({ method: 'DELETE', url: `/api/projects/${projectId}`, headers: coordinator }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('access-denied');
    }
    expect(await app.db.selectFrom('projects').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
