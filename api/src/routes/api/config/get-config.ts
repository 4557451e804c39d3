import { DEFAULT_ASSET_FOLDER, TENANT_ASSET_NAMES, TENANT_TRANSLATED_LANGUAGES } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { tenantOf } from '../../../plugins/tenancy';
import { errors, nullableString } from '../../../lib/schemas';
import { completeTranslationsOf, copiesJson, spanishCopiesOf } from '../branding/branding-shared';

const configSchema = {
  type: 'object',
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    primary_color: { type: 'string' },
    company_name: { type: 'string' },
    foundation_name: { type: 'string' },
    web_url: nullableString,
    assets: {
      type: 'object',
      properties: Object.fromEntries(['folder', ...TENANT_ASSET_NAMES].map((key) => [key, nullableString])),
    },
    copies: copiesJson,
    copies_by_language: {
      type: 'object',
      description:
        'Las traducciones completas de copies (en, ca); un idioma que no está aquí muestra los textos en español',
      properties: Object.fromEntries(TENANT_TRANSLATED_LANGUAGES.map((language) => [language, copiesJson])),
    },
  },
};

export const getConfig: FastifyPluginAsync = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['tenant'],
        summary: 'Configuración pública del tenant de este host',
        response: { 200: configSchema, ...errors(404) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return {
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
    },
  );
};
