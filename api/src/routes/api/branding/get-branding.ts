import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { brandingSchemaJson, toBranding } from './branding-shared';

export const getBranding: FastifyPluginAsync = async (app) => {
  app.get(
    '/branding',
    {
      preHandler: app.requirePermission('branding:read'),
      schema: {
        tags: ['branding'],
        summary:
          'Marca de la organización (administradores): nombre, web, color, textos de la portada por idioma (es, y en/ca completos o null), analítica e imágenes (propia o null, y la predeterminada)',
        security: [{ bearerAuth: [] }],
        response: { 200: brandingSchemaJson, ...errors(401, 403, 404) },
      },
    },
    async (request) => toBranding(await app.tenantBrandingRepository.find(request)),
  );
};
