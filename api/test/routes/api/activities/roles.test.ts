import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { authAs, createActivity, DEMO_HOST, demoRefs, tenantIdOf, validActivity } from './activity-fixtures';

// docs/roles.md, "Activities and interventions": every staff role manages them; other profiles get 403.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

it.each(['admin@demo.example.org', 'tecnica@demo.example.org', 'coordinacion@demo.example.org'])(
  '%s lists and creates activities and lists interventions',
  async (email) => {
    const headers = await authAs(app, email);
    const refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
    const created = await createActivity(app, headers, validActivity(refs, { name: `De ${email}` }));
    expect(created.statusCode).toBe(201);
    const list = await app.inject({ method: 'GET', url: '/api/activities', headers });
    expect(list.statusCode).toBe(200);
    const interventions = await app.inject({
      method: 'GET',
      url: `/api/interventions?activity=${created.json().id}`,
      headers,
    });
    expect(interventions.statusCode).toBe(200);
  },
);

it.each(['voluntaria@demo.example.org', 'entidad@demo.example.org'])(
  '%s gets 403 access-denied and creates nothing',
  async (email) => {
    const headers = await authAs(app, email);
    const refs = await demoRefs(app, await tenantIdOf(app, DEMO_HOST));
    const before = (await app.db.selectFrom('activities').select('id').execute()).length;
    for (const call of [
      () => app.inject({ method: 'GET', url: '/api/activities', headers }),
      () => createActivity(app, headers, validActivity(refs)),
      () => app.inject({ method: 'GET', url: '/api/interventions?activity=1', headers }),
      () => app.inject({ method: 'DELETE', url: '/api/interventions/1', headers }),
    ]) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('access-denied');
    }
    expect((await app.db.selectFrom('activities').select('id').execute()).length).toBe(before);
  },
);
