import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestScope } from '../../lib/request-scope';
import { type TierUsage, tierUsageOf } from '../../lib/tier-usage';

/** The request's tenant's tier and its use of each cap, counted as the refusals count (lib/tier-usage.ts). */
export interface TierUsageRepository {
  usage(request: FastifyRequest): Promise<TierUsage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tierUsageRepository: TierUsageRepository;
  }
}

export const tierUsageRepositoryPlugin = fp(
  async (app) => {
    const { scoped } = requestScope(app.db);
    app.decorate('tierUsageRepository', {
      usage: (request) => scoped(request, (db, tenantId) => tierUsageOf(db, tenantId)),
    } satisfies TierUsageRepository);
  },
  { name: 'tier-usage-repository', dependencies: ['database', 'tenancy'] },
);
