import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import {
  activeProjects,
  authAs,
  createProject,
  DEMO_HOST,
  insertProjects,
  jsonHeaders,
  messagesOf,
  OTHER_HOST,
  patchProject,
  tenantIdOf,
  validProject,
} from './project-fixtures';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, 'admin@demo.example.org');
});
afterAll(() => app.close());

describe('POST /api/projects', () => {
  it('creates the project and answers 201 with its IRI', async () => {
    const response = await createProject(
      app,
      admin,
      validProject({ name: '  Huerto   urbano ', dateEnd: null, status: 'closed' }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(response.headers.location).toBe(`/api/projects/${body.id}`);
    expect(body).toMatchObject({
      '@id': `/api/projects/${body.id}`,
      '@type': 'Project',
      name: 'Huerto urbano',
      description: 'Apoyo con los deberes dos tardes por semana.',
      dateStart: '2026-09-15',
      dateEnd: null,
      status: 'closed',
    });
    const stored = await app.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      tenant_id: await tenantIdOf(app, DEMO_HOST),
      name_key: 'huerto   urbano'.replace(/\s+/g, ' '),
    });
  });

  it('answers 422 with the key of every broken rule and stores nothing', async () => {
    const before = await app.db.selectFrom('projects').select('id').execute();
    const response = await createProject(app, admin, {
      name: ' ',
      description: 'a'.repeat(2001),
      dateStart: '2026-02-30',
      dateEnd: 'pronto',
      status: 'paused',
    });
    expect(response.statusCode).toBe(422);
    const { violations, error } = response.json();
    expect(error).toBe('validation-failed');
    expect(messagesOf(violations, 'name')).toEqual(['field-not-blank']);
    expect(messagesOf(violations, 'description')).toEqual(['field-max-length']);
    expect(messagesOf(violations, 'dateStart')).toEqual(['field-not-valid-date']);
    expect(messagesOf(violations, 'dateEnd')).toEqual(['field-not-valid-date']);
    expect(messagesOf(violations, 'status')).toEqual(['field-not-valid-option']);
    expect(await app.db.selectFrom('projects').select('id').execute()).toEqual(before);
  });

  it('requires the name, the start date and the status', async () => {
    const response = await createProject(app, admin, {});
    expect(response.statusCode).toBe(422);
    const { violations } = response.json();
    expect(messagesOf(violations, 'name')).toEqual(['field-not-blank']);
    expect(messagesOf(violations, 'dateStart')).toEqual(['field-not-blank']);
    expect(messagesOf(violations, 'status')).toEqual(['field-not-blank']);
    expect(messagesOf(violations, 'dateEnd')).toEqual([]);
  });

  it('refuses a start date after the end date with date-start-after-date-end, at the end date', async () => {
    const response = await createProject(
      app,
      admin,
      validProject({ dateStart: '2026-06-02', dateEnd: '2026-06-01' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'dateEnd', message: 'date-start-after-date-end' },
    ]);
    // The same day is a one-day project.
    const oneDay = await createProject(
      app,
      admin,
      validProject({ dateStart: '2026-06-02', dateEnd: '2026-06-02', status: 'closed' }),
    );
    expect(oneDay.statusCode).toBe(201);
  });

  it('answers 422 field-not-valid-type to a value of the wrong JSON type, 400 to a malformed body', async () => {
    const wrongType = await createProject(app, admin, validProject({ name: 42 }));
    expect(wrongType.statusCode).toBe(422);
    expect(messagesOf(wrongType.json().violations, 'name')).toEqual(['field-not-valid-type']);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: jsonHeaders(admin),
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('tier cap on active projects (spec §9)', () => {
  let otherTenant: number;
  let otherAdmin: Record<string, string>;
  beforeAll(async () => {
    otherTenant = await tenantIdOf(app, OTHER_HOST);
    otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  });

  it('lets tier 1 have one active project, answers 409 project-exceeds-limit past it and stores nothing', async () => {
    expect(await activeProjects(app, otherTenant)).toBe(0);
    const first = await createProject(app, otherAdmin, validProject({ name: 'Banco de tiempo' }));
    expect(first.statusCode).toBe(201);

    const refused = await createProject(app, otherAdmin, validProject({ name: 'Club de lectura' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, error: 'project-exceeds-limit' });
    expect(await activeProjects(app, otherTenant)).toBe(1);
    const stored = await app.db
      .selectFrom('projects')
      .select('id')
      .where('name', '=', 'Club de lectura')
      .executeTakeFirst();
    expect(stored).toBeUndefined();

    // A closed project does not count and is always accepted.
    const closed = await createProject(
      app,
      otherAdmin,
      validProject({ name: 'Cine de verano', status: 'closed' }),
    );
    expect(closed.statusCode).toBe(201);

    // Re-opening it would be a second active project: refused, and it stays closed.
    const reopen = await patchProject(app, otherAdmin, closed.json().id, { status: 'active' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error).toBe('project-exceeds-limit');
    const still = await app.db
      .selectFrom('projects')
      .select('status')
      .where('id', '=', closed.json().id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('closed');

    // The active one is still edited freely at the cap.
    const edited = await patchProject(app, otherAdmin, first.json().id, { description: 'Cada martes.' });
    expect(edited.statusCode).toBe(200);

    // Closing the active project frees the place: the other one re-opens.
    expect((await patchProject(app, otherAdmin, first.json().id, { status: 'closed' })).statusCode).toBe(200);
    expect((await patchProject(app, otherAdmin, closed.json().id, { status: 'active' })).statusCode).toBe(
      200,
    );
    expect(await activeProjects(app, otherTenant)).toBe(1);
  });

  it('uses the tier as stored: tier 2 allows five active projects and tier 3 twelve', async () => {
    const demoTenant = await tenantIdOf(app, DEMO_HOST);
    const existing = await activeProjects(app, demoTenant);
    await insertProjects(
      app,
      demoTenant,
      Array.from({ length: 4 - existing }, (_, index) => ({ name: `Relleno ${index}` })),
    );
    expect((await createProject(app, admin, validProject({ name: 'El quinto' }))).statusCode).toBe(201);
    const sixth = await createProject(app, admin, validProject({ name: 'El sexto' }));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toBe('project-exceeds-limit');

    await app.db.updateTable('tenants').set({ tier: 3 }).where('id', '=', demoTenant).execute();
    expect((await createProject(app, admin, validProject({ name: 'El sexto' }))).statusCode).toBe(201);
    await insertProjects(
      app,
      demoTenant,
      Array.from({ length: 5 }, (_, index) => ({ name: `Más relleno ${index}` })),
    );
    expect(await activeProjects(app, demoTenant)).toBe(11);
    expect((await createProject(app, admin, validProject({ name: 'El duodécimo' }))).statusCode).toBe(201);
    expect((await createProject(app, admin, validProject({ name: 'El decimotercero' }))).statusCode).toBe(
      409,
    );
    await app.db.updateTable('tenants').set({ tier: 2 }).where('id', '=', demoTenant).execute();
  });
});
