import { BrandingImageParamsSchema, BrandingSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { DEFAULT_IMAGE_FILES, toBranding } from './branding-shared';

export const deleteBrandingImage: ContractRoutes = async (app) => {
  app.delete(
    '/branding/images/:name',
    {
      preHandler: app.requirePermission('branding:update'),
      schema: {
        tags: ['branding'],
        summary: 'Quita la imagen propia de ese nombre: vuelve a mostrarse la predeterminada',
        security: [{ bearerAuth: [] }],
        params: BrandingImageParamsSchema,
        response: { 200: BrandingSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { name } = request.params;
      await app.tenantBrandingRepository.removeImage(request, name, DEFAULT_IMAGE_FILES[name]);
      return toBranding(await app.tenantBrandingRepository.find(request));
    },
  );
};
