import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  activeProjects,
  authAs,
  createProject,
  DEMO_HOST,
  insertProjects,
  OTHER_HOST,
  patchProject,
  tenantIdOf,
  validProject,
} from './project-fixtures';

// The cap is counted in the write's transaction (the tenant's row locked on PostgreSQL): requests that arrive at
// the same moment at the cap's boundary never all pass.
let app: FastifyInstance;
let admin: Record<string, string>;
let employee: Record<string, string>;
let demoTenant: number;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
  employee = await authAs(app, 'tecnica@demo.example.org');
  demoTenant = await tenantIdOf(app, DEMO_HOST);
});
afterAll(() => app.close());

it('lets exactly the allowed number of concurrent creations pass (tier 2: five active projects)', async () => {
  const existing = await activeProjects(app, demoTenant);
  await insertProjects(
    app,
    demoTenant,
    Array.from({ length: 3 - existing }, (_, index) => ({ name: `Ya activo ${index}` })),
  );
  expect(await activeProjects(app, demoTenant)).toBe(3);

  // Two places left; twelve requests from two staff members at once.
  const responses = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      createProject(app, index % 2 ? admin : employee, validProject({ name: `A la vez ${index}` })),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(2);
  expect(statuses.filter((status) => status === 409)).toHaveLength(10);
  for (const response of responses.filter((r) => r.statusCode === 409)) {
    expect(response.json().error).toBe('project-exceeds-limit');
  }
  expect(await activeProjects(app, demoTenant)).toBe(5);
});

it('lets exactly one of several concurrent re-openings pass at the boundary (tier 1)', async () => {
  const otherTenant = await tenantIdOf(app, OTHER_HOST);
  const otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  const closed = await insertProjects(
    app,
    otherTenant,
    Array.from({ length: 6 }, (_, index) => ({ name: `Cerrado ${index}`, status: 'closed' as const })),
  );
  const responses = await Promise.all([
    ...closed.map((id) => patchProject(app, otherAdmin, id, { status: 'active' })),
    createProject(app, otherAdmin, validProject({ name: 'Nuevo a la vez' })),
  ]);
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status < 300)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(6);
  expect(await activeProjects(app, otherTenant)).toBe(1);
});
