import { TENANT_COPY_NAMES } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { tenantOf } from '../../../plugins/tenancy';
import { errors, nullableString } from '../../../lib/schemas';
import { completeTranslationsOf } from '../branding/branding-shared';

/** The home page's copies (spec §"Tenant configuration"). */
export const COPY_KEYS = TENANT_COPY_NAMES;

const ASSET_KEYS = [
  'folder',
  'logo_dark',
  'logo_light',
  'hero_img',
  'volunteer_form_img',
  'favicon',
] as const;

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
      properties: Object.fromEntries(ASSET_KEYS.map((key) => [key, nullableString])),
    },
    copies: { type: 'object', properties: Object.fromEntries(COPY_KEYS.map((key) => [key, nullableString])) },
    copies_by_language: {
      type: 'object',
      description:
        'Las traducciones completas de copies (en, ca); un idioma que no está aquí muestra los textos en español',
      properties: Object.fromEntries(
        ['en', 'ca'].map((language) => [
          language,
          { type: 'object', properties: Object.fromEntries(COPY_KEYS.map((key) => [key, nullableString])) },
        ]),
      ),
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
      let stored: Record<string, string | null> = {};
      try {
        stored = JSON.parse(tenant.copies) as Record<string, string | null>;
      } catch {
        request.log.warn({ tenant: tenant.id }, 'tenant copies are not valid JSON');
      }
      return {
        '@id': '/api/config',
        '@type': 'Config',
        primary_color: tenant.primary_color,
        company_name: tenant.name,
        // The same for every tenant: the foundation that runs the service (the legal documents name it).
        foundation_name: app.config.foundationName,
        web_url: tenant.web_url,
        assets: {
          folder: tenant.asset_folder || 'common',
          logo_dark: tenant.logo_dark,
          logo_light: tenant.logo_light,
          hero_img: tenant.hero_img,
          volunteer_form_img: tenant.volunteer_form_img,
          favicon: tenant.favicon,
        },
        copies: Object.fromEntries(COPY_KEYS.map((key) => [key, stored[key] ?? null])),
        copies_by_language: completeTranslationsOf(tenant),
      };
    },
  );
};
