import { TenantCopiesSchema } from '@enlace/shared/contracts';
import { TENANT_ASSET_NAMES, TENANT_TRANSLATED_LANGUAGES } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { errors, nullableString } from '../../../lib/schemas';
import { tenantConfigOf } from '../../../lib/tenant-config';

const configSchema = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
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
    copies: TenantCopiesSchema,
    copies_by_language: {
      type: 'object',
      required: [],
      description:
        'Las traducciones completas de copies (en, ca); un idioma que no está aquí muestra los textos en español',
      properties: Object.fromEntries(
        TENANT_TRANSLATED_LANGUAGES.map((language) => [language, TenantCopiesSchema]),
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
    async (request) => tenantConfigOf(app, request),
  );
};
