import { TenantConfigSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { tenantConfigOf } from '../../../lib/tenant-config';

export const getConfig: ContractRoutes = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['tenant'],
        summary: 'Configuración pública del tenant de este host',
        response: { 200: TenantConfigSchema, ...errors(404) },
      },
    },
    async (request) => tenantConfigOf(app, request),
  );
};
