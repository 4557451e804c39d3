import { DEFAULT_ASSET_FOLDER } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tenantOf } from '../plugins/tenancy';
import { completeTranslationsOf, spanishCopiesOf } from '../routes/api/branding/branding-shared';
import { cdnFileLastModified } from './tenant-cdn-file';

export { PAGE_BOOT_DATA_ID } from '@enlace/shared/domain';

/** The public configuration of the request's tenant: the body of `GET /api/config`. */
export function tenantConfigOf(app: FastifyInstance, request: FastifyRequest) {
  const tenant = tenantOf(request);
  return {
    '@context': '/api/contexts/Config',
    '@id': '/api/config',
    '@type': 'Config',
    primary_color: tenant.primary_color,
    company_name: tenant.name,
    // The same for every tenant: the foundation that runs the service (the legal documents name it).
    foundation_name: app.config.foundationName,
    web_url: tenant.web_url,
    assets: {
      folder: tenant.asset_folder || DEFAULT_ASSET_FOLDER,
      logo_dark: tenant.logo_dark,
      logo_light: tenant.logo_light,
      hero_img: tenant.hero_img,
      volunteer_form_img: tenant.volunteer_form_img,
      favicon: tenant.favicon,
    },
    copies: spanishCopiesOf(tenant),
    copies_by_language: completeTranslationsOf(tenant),
  };
}

export type TenantConfigBody = ReturnType<typeof tenantConfigOf>;

/**
 * What the shell's page carries for its first screen, so that it shows without waiting for requests: the tenant's
 * configuration and the version of its images (the logo's last change, as `GET /api/image/last-modified` answers;
 * null when the tenant has no logo, and the shell then uses the time of the visit).
 */
export async function pageBootData(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ config: TenantConfigBody; imageVersion: string | null }> {
  const config = tenantConfigOf(app, request);
  const logo = config.assets.logo_dark || config.assets.logo_light;
  const lastModified = logo ? await cdnFileLastModified(app, request, config.assets.folder, logo) : undefined;
  return { config, imageVersion: lastModified ? lastModified.toISOString() : null };
}
