import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant } from '../db/schema';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null;
  }
  interface FastifyContextConfig {
    /** false: the route answers on any host (API docs). */
    tenant?: boolean;
  }
}

export const tenantNotFound = () =>
  new HttpError(404, 'tenant-not-found', 'No hay ninguna organización configurada para esta dirección.');

/** The tenant resolved for this request; repositories read it from here. */
export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw tenantNotFound();
  return request.tenant;
}

const isTenantPath = (url: string) =>
  url.startsWith('/api/') || url === '/api' || url.startsWith('/matomo-config');

// Resolves the tenant from the host name (without the port) on every API request, before anything else runs.
export const tenancyPlugin = fp(
  async (app) => {
    app.decorateRequest('tenant', null);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.tenant === false || !isTenantPath(request.url)) return;
      const host = request.hostname.replace(/^\[(.*)\]$/, '$1');
      const tenant = await app.tenantsRepository.findByHost(host);
      if (!tenant) throw tenantNotFound();
      request.tenant = tenant;
    });
  },
  { name: 'tenancy', dependencies: ['tenants-repository'] },
);
