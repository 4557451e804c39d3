import type { FastifyPluginAsync } from 'fastify';
import { errors, nullableString } from '../../lib/schemas';
import { tenantOf } from '../../plugins/tenancy';

export const getMatomoConfig: FastifyPluginAsync = async (app) => {
  app.get(
    '/matomo-config',
    {
      schema: {
        tags: ['tenant'],
        summary: 'Configuración de analítica (host null: sin analítica)',
        response: {
          200: { type: 'object', properties: { host: nullableString, siteId: nullableString } },
          ...errors(404),
        },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return { host: tenant.matomo_host, siteId: tenant.matomo_site_id };
    },
  );
};
