import type { TenantAssetName } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import {
  brandingSchemaJson,
  DEFAULT_IMAGE_FILES,
  imageNameParamsSchema,
  toBranding,
} from './branding-shared';

export const deleteBrandingImage: FastifyPluginAsync = async (app) => {
  app.delete<{ Params: { name: TenantAssetName } }>(
    '/branding/images/:name',
    {
      preHandler: app.requirePermission('branding:update'),
      schema: {
        tags: ['branding'],
        summary: 'Quita la imagen propia de ese nombre: vuelve a mostrarse la predeterminada',
        security: [{ bearerAuth: [] }],
        params: imageNameParamsSchema,
        response: { 200: brandingSchemaJson, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { name } = request.params;
      await app.tenantBrandingRepository.removeImage(request, name, DEFAULT_IMAGE_FILES[name]);
      return toBranding(await app.tenantBrandingRepository.find(request));
    },
  );
};
