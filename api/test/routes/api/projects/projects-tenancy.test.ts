import { describeTenancy } from '../../../helpers/tenancy-suite';
import { createProject, validProject } from './project-fixtures';

// A project of the demo tenant (A) must be invisible and untouchable from the other tenant (B).
const tenancy = describeTenancy({
  name: 'projects',
  setUp: async (app, adminA) => {
    const created = await createProject(app, adminA, validProject({ name: 'Solo de A', status: 'closed' }));
    return { item: created.json().id };
  },
  routes: {
    get: (id) => ({ method: 'GET', url: `/api/projects/${id}` }),
    patch: (id) => ({ method: 'PATCH', url: `/api/projects/${id}`, payload: { name: 'Intrusa' } }),
    reopen: (id) => ({ method: 'PATCH', url: `/api/projects/${id}`, payload: { status: 'active' } }),
    delete: (id) => ({ method: 'DELETE', url: `/api/projects/${id}` }),
  },
  snapshot: ({ app, targets }) =>
    app.db.selectFrom('projects').selectAll().where('id', '=', targets.item).executeTakeFirstOrThrow(),
});

describe('projects across tenants', () => {
  it("neither lists, searches nor counts tenant A's projects in B", async () => {
    const { app, adminB } = tenancy;
    const search = await app.inject({ method: 'GET', url: '/api/projects?q=solo%20de%20a', headers: adminB });
    expect(search.json()).toMatchObject({ totalItems: 0, member: [] });
    const all = await app.inject({ method: 'GET', url: '/api/projects', headers: adminB });
    expect(all.json()).toMatchObject({ totalItems: 0, member: [] });
  });

  it("counts only the tenant's own active projects towards its cap", async () => {
    // A has its demo project active; B (tier 1) still has its one place.
    const { app, adminB } = tenancy;
    const created = await createProject(app, adminB, validProject({ name: 'De B' }));
    expect(created.statusCode).toBe(201);
  });
});
