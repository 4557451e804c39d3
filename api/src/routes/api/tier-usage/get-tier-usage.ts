import { TierUsageSchema } from '@enlace/shared/contracts';
import { tierNameOf } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';

export const TIER_USAGE_PATH = '/api/tier-usage';

export const getTierUsage: ContractRoutes = async (app) => {
  app.get(
    '/tier-usage',
    {
      preHandler: app.requirePermission('tier-usage:read'),
      schema: {
        tags: ['tier'],
        summary:
          'El plan de la organización y su uso: personas voluntarias, proyectos activos y actividades abiertas frente a los límites del plan (limit null: sin límite). Administradores y coordinación',
        security: [{ bearerAuth: [] }],
        response: { 200: TierUsageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const { tier, volunteers, projects, activities } = await app.tierUsageRepository.usage(request);
      return {
        '@context': '/api/contexts/TierUsage',
        '@id': TIER_USAGE_PATH,
        '@type': 'TierUsage' as const,
        tier: tierNameOf(tier),
        volunteers,
        projects,
        activities,
      };
    },
  );
};
