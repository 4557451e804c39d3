import fp from 'fastify-plugin';
import type { Tenant } from '../../db/schema';

export interface TenantsRepository {
  /** The tenant of a host; a known host's tenant is kept in memory for `tenantCacheMs` (see below). */
  findByHost(host: string): Promise<Tenant | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tenantsRepository: TenantsRepository;
  }
}

// Every API request resolves its tenant by host: one round trip to the database each time, for data that changes
// rarely. A found tenant is kept for a short time (10 s by default), so that a change of a tenant (its analytics,
// a host moved to another tenant, a tenant removed) shows within that time on every API process. An unknown host
// is never kept: it keeps answering 404 until the host is added, and random hosts cannot fill the memory. The
// entries are only known hosts, so the map stays as small as the table `tenant_hosts`.
export const tenantsRepositoryPlugin = fp(
  async (app) => {
    const keepMs = app.config.tenantCacheMs;
    const kept = new Map<string, { tenant: Tenant; until: number }>();
    const read = (host: string) =>
      app.db
        .selectFrom('tenants')
        .innerJoin('tenant_hosts', 'tenant_hosts.tenant_id', 'tenants.id')
        .selectAll('tenants')
        .where('tenant_hosts.host', '=', host)
        .executeTakeFirst();
    app.decorate('tenantsRepository', {
      async findByHost(anyCaseHost: string) {
        const host = anyCaseHost.toLowerCase();
        const now = Date.now();
        const entry = kept.get(host);
        if (entry && entry.until > now) return entry.tenant;
        const tenant = await read(host);
        if (tenant && keepMs > 0) kept.set(host, { tenant, until: now + keepMs });
        else kept.delete(host);
        return tenant;
      },
    } satisfies TenantsRepository);
  },
  { name: 'tenants-repository', dependencies: ['config', 'database'] },
);
