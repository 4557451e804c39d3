import fp from 'fastify-plugin';
import type { Tenant } from '../../db/schema';

export interface TenantsRepository {
  findByHost(host: string): Promise<Tenant | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tenantsRepository: TenantsRepository;
  }
}

export const tenantsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('tenantsRepository', {
      findByHost: (host: string) =>
        app.db
          .selectFrom('tenants')
          .innerJoin('tenant_hosts', 'tenant_hosts.tenant_id', 'tenants.id')
          .selectAll('tenants')
          .where('tenant_hosts.host', '=', host.toLowerCase())
          .executeTakeFirst(),
    } satisfies TenantsRepository);
  },
  { name: 'tenants-repository', dependencies: ['database'] },
);
