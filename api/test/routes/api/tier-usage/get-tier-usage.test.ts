import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../helpers/build-test-app';
import { insertProjects } from '../projects/project-fixtures';
import {
  authAs,
  createVolunteerWith,
  DEMO_HOST,
  insertVolunteers,
  jsonHeaders,
  OTHER_HOST,
  ROLE_ACCOUNTS,
  tenantIdOf,
  validVolunteer,
} from '../volunteers/volunteer-fixtures';

// The plan and its use of the caps (GET /api/tier-usage): read by administrators and coordinators, counted as the
// refusals count, each organisation its own.
let app: FastifyInstance;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
let demoTenant: number;
let otherTenant: number;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await authAs(app, ROLE_ACCOUNTS.administrator);
  otherAdmin = await authAs(app, 'admin@otra.example.org', OTHER_HOST);
  demoTenant = await tenantIdOf(app, DEMO_HOST);
  otherTenant = await tenantIdOf(app, OTHER_HOST);
});
afterAll(() => app.close());

const usage = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/tier-usage', headers });

const countOf = async (tenantId: number, profile: string) =>
  Number(
    (
      await app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('tenant_id', '=', tenantId)
        .where('profile', '=', profile)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('GET /api/tier-usage', () => {
  it('lets administrators and coordinators read it; employees, volunteers and partner contacts get 403', async () => {
    for (const account of ['administrator', 'coordinator'] as const) {
      const response = await usage(await authAs(app, ROLE_ACCOUNTS[account]));
      expect(response.statusCode).toBe(200);
    }
    for (const account of ['employee', 'volunteer', 'partner'] as const) {
      const response = await usage(await authAs(app, ROLE_ACCOUNTS[account]));
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('access-denied');
    }
    const anonymous = await usage({ host: DEMO_HOST });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the tier and, per resource, what counts and the cap, as a JSON-LD resource', async () => {
    const response = await usage(admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/json/);
    const volunteers = await countOf(demoTenant, 'volunteer');
    expect(response.json()).toEqual({
      '@context': '/api/contexts/TierUsage',
      '@id': '/api/tier-usage',
      '@type': 'TierUsage',
      tier: '2',
      volunteers: { used: volunteers, limit: 200 },
      projects: { used: 1, limit: 5 },
      activities: { used: 0, limit: 50 },
    });
  });

  it('changes when a volunteer is created, and inactive volunteers count (deleted ones do not)', async () => {
    const before = (await usage(admin)).json();
    const created = await createVolunteerWith(app, admin);
    expect((await usage(admin)).json().volunteers.used).toBe(before.volunteers.used + 1);

    // Marked inactive: still in the register, still counted (docs/adr/0042-tier-caps.md).
    const inactive = await app.inject({
      method: 'PATCH',
      url: `/api/volunteers/${created.id}`,
      headers: jsonHeaders(admin, 'application/merge-patch+json'),
      payload: JSON.stringify({ inactive: true }),
    });
    expect(inactive.statusCode).toBe(200);
    expect((await usage(admin)).json().volunteers.used).toBe(before.volunteers.used + 1);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/volunteers/${created.id}`,
      headers: jsonHeaders(admin, 'application/json'),
      payload: JSON.stringify({ reason: 'user_request' }),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await usage(admin)).json().volunteers.used).toBe(before.volunteers.used);
  });

  it('counts active projects and open activities only', async () => {
    const before = (await usage(admin)).json();
    await insertProjects(app, demoTenant, [{ name: 'Activo más' }, { name: 'Cerrado', status: 'closed' }]);
    const after = (await usage(admin)).json();
    expect(after.projects).toEqual({ used: before.projects.used + 1, limit: 5 });
  });

  it('shows each organisation its own plan and figures', async () => {
    const before = (await usage(otherAdmin)).json();
    expect(before).toMatchObject({
      tier: '1',
      volunteers: { used: await countOf(otherTenant, 'volunteer'), limit: 50 },
      projects: { used: 0, limit: 1 },
      activities: { used: 0, limit: 10 },
    });
    // The first organisation's new volunteer is not the second's.
    await createVolunteerWith(app, admin);
    expect((await usage(otherAdmin)).json()).toEqual(before);
    // A token of one organisation on another's host reaches nothing.
    expect((await usage({ ...admin, host: OTHER_HOST })).statusCode).not.toBe(200);
  });

  it('agrees with the refusal: at the cap the figures say full and the next create answers 409', async () => {
    const { volunteers } = (await usage(otherAdmin)).json();
    await insertVolunteers(
      app,
      otherTenant,
      Array.from({ length: volunteers.limit - volunteers.used }, (_, index) => ({
        name: 'Relleno',
        surname: `Número ${index}`,
        email: `uso.${index}@example.org`,
      })),
    );
    expect((await usage(otherAdmin)).json().volunteers).toEqual({ used: 50, limit: 50 });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/volunteers',
      headers: jsonHeaders(otherAdmin),
      payload: JSON.stringify(validVolunteer()),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('volunteer-exceeds-limit');
  });

  it('is described in the OpenAPI document with its whole answer', async () => {
    const doc = (
      await app.inject({ method: 'GET', url: '/api/docs.json', headers: { host: DEMO_HOST } })
    ).json();
    const operation = doc.paths['/api/tier-usage'].get;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    const schema = operation.responses['200'].content['application/ld+json'].schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(['@id', '@type', 'tier', 'volunteers', 'projects', 'activities']),
    );
    expect(schema.properties.tier.enum).toEqual(['1', '2', '3', 'network']);
    expect(schema.properties.volunteers.properties.limit).toMatchObject({ type: 'integer', nullable: true });
  });

  it('gives no cap (null) on the foundation’s network tier', async () => {
    await app.db.updateTable('tenants').set({ tier: 4 }).where('id', '=', otherTenant).execute();
    try {
      const response = (await usage(otherAdmin)).json();
      expect(response.tier).toBe('network');
      expect(response.volunteers.limit).toBeNull();
      expect(response.projects.limit).toBeNull();
      expect(response.activities.limit).toBeNull();
    } finally {
      await app.db.updateTable('tenants').set({ tier: 1 }).where('id', '=', otherTenant).execute();
    }
  });
});
