import { TIER_NAMES, type TierUsage, tierNameOf } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';

export const TIER_USAGE_PATH = '/api/tier-usage';

const resourceUsageSchema = {
  type: 'object',
  required: ['used', 'limit'],
  properties: {
    used: { type: 'integer', minimum: 0, description: 'Cuántos cuentan ahora para el límite' },
    limit: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'El límite del plan; null si el plan no tiene límite (nivel red)',
    },
  },
} as const;

const tierUsageSchema = {
  type: 'object',
  required: ['@context', '@id', '@type', 'tier', 'volunteers', 'projects', 'activities'],
  properties: {
    '@context': { type: 'string' },
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    tier: {
      type: 'string',
      enum: [...TIER_NAMES],
      description: 'El plan de la organización: nivel 1 (gratuito), 2 (estándar), 3 (prémium) o red',
    },
    volunteers: {
      ...resourceUsageSchema,
      description: 'Personas voluntarias en el registro (también las inactivas; no las eliminadas)',
    },
    projects: { ...resourceUsageSchema, description: 'Proyectos activos' },
    activities: {
      ...resourceUsageSchema,
      description: 'Actividades abiertas (ni finalizadas ni canceladas)',
    },
  },
} as const;

export const getTierUsage: FastifyPluginAsync = async (app) => {
  app.get(
    '/tier-usage',
    {
      preHandler: app.requirePermission('tier-usage:read'),
      schema: {
        tags: ['tier'],
        summary:
          'El plan de la organización y su uso: personas voluntarias, proyectos activos y actividades abiertas frente a los límites del plan (limit null: sin límite). Administradores y coordinación',
        security: [{ bearerAuth: [] }],
        response: { 200: tierUsageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request): Promise<TierUsage & { '@context': string }> => {
      const { tier, volunteers, projects, activities } = await app.tierUsageRepository.usage(request);
      return {
        '@context': '/api/contexts/TierUsage',
        '@id': TIER_USAGE_PATH,
        '@type': 'TierUsage',
        tier: tierNameOf(tier),
        volunteers,
        projects,
        activities,
      };
    },
  );
};
