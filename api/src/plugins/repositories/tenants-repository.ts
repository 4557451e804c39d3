import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Tenant } from '../../db/schema';
import { hostLookup } from '../../lib/origin';

/** A tenant found by the Host of a request, with the origin its e-mailed links are built from. */
export type ResolvedTenant = Tenant & { canonical_origin: string };

export interface TenantsRepository {
  /**
   * The tenant whose configured origins include exactly this Host header (host and port); undefined for any
   * other value. A found tenant is kept in memory for `tenantCacheMs` (see below).
   */
  findByHost(hostHeader: string | undefined): Promise<ResolvedTenant | undefined>;
  /**
   * Drops what this process, and every other API process sharing its Redis, keeps of a tenant after a change of
   * it (its branding): their next request reads it.
   */
  forget(tenantId: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    tenantsRepository: TenantsRepository;
  }
}

// Every request resolves its tenant by Host: one round trip to the database each time, for data that changes
// rarely. A found tenant is kept for a short time (10 s by default), so that a change of a tenant (its analytics,
// an origin moved to another tenant, a tenant removed) shows within that time on every API process. An unknown
// Host is never kept: it keeps answering 404 until the origin is added, and random hosts cannot fill the memory.
// The entries are only configured authorities, so the map stays as small as the table `tenant_origins`. A change
// made through the API (the branding) is announced on Redis, and every process drops its copy at once; the short
// time is then only the bound for a missed announcement or a change made outside the API.
export const tenantsRepositoryPlugin = fp(
  async (app) => {
    const keepMs = app.config.tenantCacheMs;
    const kept = new Map<string, { tenant: ResolvedTenant; until: number }>();
    const dropLocally = (tenantId: number) => {
      for (const [key, entry] of kept) if (entry.tenant.id === tenantId) kept.delete(key);
    };
    // Channels take no key prefix in ioredis: the prefix is written into the name, so deployments sharing a
    // Redis do not hear each other.
    const channel = `${app.config.redisKeyPrefix}tenant-changed`;
    if (app.redis) {
      const subscriber = app.redis.duplicate();
      subscriber.on('error', (error: Error) => app.log.warn({ err: error }, 'redis tenant-changed'));
      subscriber.on('message', (_channel: string, message: string) => dropLocally(Number(message)));
      await subscriber.subscribe(channel);
      app.addHook('onClose', async () => {
        await subscriber.quit().catch(() => subscriber.disconnect());
      });
    }
    const read = (authority: string) =>
      app.db
        .selectFrom('tenants')
        .innerJoin('tenant_origins', 'tenant_origins.tenant_id', 'tenants.id')
        .selectAll('tenants')
        .select('tenant_origins.origin as matched_origin')
        .select(
          sql<
            string | null
          >`(select c.origin from tenant_origins c where c.tenant_id = tenants.id and c.canonical = 1)`.as(
            'canonical',
          ),
        )
        .where('tenant_origins.authority', '=', authority)
        .executeTakeFirst();

    const resolve = async (hostHeader: string | undefined): Promise<ResolvedTenant | undefined> => {
      const lookup = hostLookup(hostHeader);
      if (!lookup) return undefined;
      let row = await read(lookup.authority);
      if (!row && lookup.withoutDefaultPort) {
        const { authority, scheme } = lookup.withoutDefaultPort;
        const candidate = await read(authority);
        if (candidate && new URL(candidate.matched_origin).protocol === scheme) row = candidate;
      }
      if (!row) return undefined;
      const { matched_origin, canonical, ...tenant } = row;
      return { ...tenant, canonical_origin: canonical ?? matched_origin };
    };

    app.decorate('tenantsRepository', {
      async findByHost(hostHeader) {
        const key = hostHeader?.toLowerCase() ?? '';
        const now = Date.now();
        const entry = kept.get(key);
        if (entry && entry.until > now) return entry.tenant;
        const tenant = await resolve(hostHeader);
        if (tenant && keepMs > 0) kept.set(key, { tenant, until: now + keepMs });
        else kept.delete(key);
        return tenant;
      },
      forget(tenantId) {
        dropLocally(tenantId);
        app.redis?.publish(channel, String(tenantId)).catch((error: unknown) => {
          app.log.warn(
            { err: error, tenantId },
            'the change of a tenant was not announced to the other processes',
          );
        });
      },
    } satisfies TenantsRepository);
  },
  { name: 'tenants-repository', dependencies: ['config', 'database', 'redis'] },
);
