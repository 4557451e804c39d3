import { BrandingSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { toBranding } from './branding-shared';

export const getBranding: ContractRoutes = async (app) => {
  app.get(
    '/branding',
    {
      preHandler: app.requirePermission('branding:read'),
      schema: {
        tags: ['branding'],
        summary:
          'Marca de la organización (administradores): nombre, web, color, textos de la portada por idioma (es, y en/ca completos o null), analítica e imágenes (propia o null, y la predeterminada)',
        security: [{ bearerAuth: [] }],
        response: { 200: BrandingSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => toBranding(await app.tenantBrandingRepository.find(request)),
  );
};
