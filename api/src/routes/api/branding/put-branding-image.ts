import { BrandingImageParamsSchema, BrandingSchema } from '@enlace/shared/contracts';
import multipart from '@fastify/multipart';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { convertTenantImage, TENANT_IMAGE_MAX_BYTES } from '../../../lib/convert-tenant-image';
import { TENANT_IMAGE_MAX_MEGABYTES } from '@enlace/shared/domain';
import { unprocessable } from '../../../lib/http-error';
import { uploadedFile } from '../../../lib/uploaded-file';
import { errors } from '../../../lib/schemas';
import { toBranding } from './branding-shared';

const fileIsRequired = () => unprocessable([{ propertyPath: 'file', message: 'file-is-required' }]);
const fileTooLarge = () =>
  unprocessable([
    { propertyPath: 'file', message: 'file-too-large', params: { max: TENANT_IMAGE_MAX_MEGABYTES } },
  ]);

export const putBrandingImage: ContractRoutes = async (app) => {
  // Multipart bodies only here: one file, read into memory up to the limit (then refused, not truncated).
  await app.register(multipart, {
    limits: { fileSize: TENANT_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });

  app.put(
    '/branding/images/:name',
    {
      preHandler: app.requirePermission('branding:update'),
      schema: {
        tags: ['branding'],
        summary: `Sube una imagen de la marca (multipart, campo file): PNG, JPEG o WebP de hasta ${TENANT_IMAGE_MAX_MEGABYTES} MB, con medidas mínimas por imagen (logotipos 64 px de alto, portada 1200 × 400, formulario 600 × 400, icono cuadrado de 32 px); se guarda como WebP (el icono como ICO de 16, 32 y 48 px). 422 file-is-required, invalid-file-type, file-too-large, image-too-small, image-must-be-square o image-dimensions-too-large`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: BrandingImageParamsSchema,
        response: { 200: BrandingSchema, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { name } = request.params;
      const { bytes } = await uploadedFile(app, request, { tooLarge: fileTooLarge, fileIsRequired });
      if (!bytes || bytes.length === 0) throw fileIsRequired();
      const result = await convertTenantImage(name, bytes);
      if ('violation' in result) throw unprocessable([result.violation]);
      await app.tenantBrandingRepository.saveImage(request, {
        name,
        // A new name at each upload: no cache (the browser's, a proxy's) can show the image it replaces.
        file: `${name}-${Date.now().toString(36)}.${result.image.extension}`,
        content_type: result.image.contentType,
        bytes: result.image.bytes,
      });
      return toBranding(await app.tenantBrandingRepository.find(request));
    },
  );
};
