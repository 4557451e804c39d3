import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /matomo-config', () => {
  it('answers null host and siteId when the tenant has no analytics', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/matomo-config',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ host: null, siteId: null });
  });

  it('answers the configured analytics of the tenant of the host', async () => {
    const tenant = await app.db
      .selectFrom('tenants')
      .innerJoin('tenant_origins', 'tenant_origins.tenant_id', 'tenants.id')
      .select('tenants.id')
      .where('tenant_origins.authority', '=', 'otra.localhost')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('tenants')
      .set({ matomo_host: 'https://matomo.example.org', matomo_site_id: '7' })
      .where('id', '=', tenant.id)
      .execute();
    const other = await app.inject({
      method: 'GET',
      url: '/matomo-config',
      headers: { host: 'otra.localhost' },
    });
    expect(other.json()).toEqual({ host: 'https://matomo.example.org', siteId: '7' });
    const first = await app.inject({ method: 'GET', url: '/matomo-config', headers: { host: 'localhost' } });
    expect(first.json()).toEqual({ host: null, siteId: null });
  });

  it('answers 404 for an unknown host', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/matomo-config',
      headers: { host: 'nope.test' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('tenant-not-found');
  });
});
