import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-test-app';
import { describeWithRedis, testRedisPrefix, testRedisUrl } from '../helpers/test-redis';

// The tenant found by host is kept in memory for `tenantCacheMs`; an unknown host is never kept.
let app: FastifyInstance;
let now: number;
beforeAll(async () => {
  app = await buildTestApp({ tenantCacheMs: 10_000 });
});
beforeEach(() => {
  now = Date.parse('2026-11-23T10:00:00Z');
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => app.close());

const matomo = async (host: string) => {
  const response = await app.inject({ method: 'GET', url: '/matomo-config', headers: { host } });
  return { status: response.statusCode, body: response.json() };
};
const setMatomoSite = (host: string, siteId: string) =>
  app.db
    .updateTable('tenants')
    .set({ matomo_host: 'https://matomo.example.org', matomo_site_id: siteId })
    .where('id', '=', app.db.selectFrom('tenant_origins').select('tenant_id').where('authority', '=', host))
    .execute();

describe('tenant by host', () => {
  it('shows a change of the tenant once its short cache time has passed', async () => {
    await setMatomoSite('otra.localhost', '1');
    expect((await matomo('otra.localhost')).body.siteId).toBe('1');
    await setMatomoSite('otra.localhost', '2');
    now += 9_000;
    expect((await matomo('otra.localhost')).body.siteId).toBe('1');
    now += 1_001;
    expect((await matomo('otra.localhost')).body.siteId).toBe('2');
  });

  it('does not keep an unknown host: it answers 404 until the host exists, then at once', async () => {
    expect(await matomo('nueva.localhost')).toMatchObject({
      status: 404,
      body: { error: 'tenant-not-found' },
    });
    const tenant = await app.db
      .selectFrom('tenant_origins')
      .select('tenant_id')
      .where('authority', '=', 'otra.localhost')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('tenant_origins')
      .values({
        authority: 'nueva.localhost',
        origin: 'http://nueva.localhost',
        tenant_id: tenant.tenant_id,
        canonical: 0,
      })
      .execute();
    expect((await matomo('nueva.localhost')).status).toBe(200);
  });

  it('stops answering for a removed host once the cache time has passed', async () => {
    expect((await matomo('nueva.localhost')).status).toBe(200);
    await app.db.deleteFrom('tenant_origins').where('authority', '=', 'nueva.localhost').execute();
    now += 10_001;
    expect((await matomo('nueva.localhost')).status).toBe(404);
  });

  it('finds the host whatever its case', async () => {
    expect((await matomo('OTRA.Localhost')).status).toBe(200);
  });
});

describeWithRedis('tenant changes across API processes', () => {
  it('a tenant changed through one process is read again at once by the others sharing its Redis', async () => {
    const prefix = testRedisPrefix();
    const first = await buildTestApp({
      tenantCacheMs: 60_000,
      redisUrl: testRedisUrl,
      redisKeyPrefix: prefix,
    });
    const second = await buildTestApp({
      tenantCacheMs: 60_000,
      redisUrl: testRedisUrl,
      redisKeyPrefix: prefix,
    });
    try {
      const siteOn = async (instance: FastifyInstance) =>
        (
          await instance.inject({ method: 'GET', url: '/matomo-config', headers: { host: 'otra.localhost' } })
        ).json().siteId;
      const setSite = (instance: FastifyInstance, siteId: string) =>
        instance.db
          .updateTable('tenants')
          .set({ matomo_host: 'https://matomo.example.org', matomo_site_id: siteId })
          .where('name', '=', 'Asociación Otra Mirada')
          .execute();
      await setSite(second, '1');
      expect(await siteOn(second)).toBe('1');
      // Changed in the database; the second process still has its copy for a minute.
      await setSite(second, '2');
      expect(await siteOn(second)).toBe('1');
      // The first process, which made the change, announces it.
      const tenant = await first.tenantsRepository.findByHost('otra.localhost');
      first.tenantsRepository.forget(tenant!.id);
      let seen = '1';
      for (let attempt = 0; attempt < 50 && seen === '1'; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await siteOn(second);
      }
      expect(seen).toBe('2');
    } finally {
      await first.close();
      await second.close();
    }
  });
});
