import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import type { ResolvedTenant } from './repositories/tenants-repository';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: ResolvedTenant | null;
  }
}

export const tenantNotFound = () =>
  new HttpError(404, 'tenant-not-found', 'No hay ninguna organización configurada para esta dirección.');

/** The tenant resolved for this request; repositories read it from here. */
export function tenantOf(request: FastifyRequest): ResolvedTenant {
  if (!request.tenant) throw tenantNotFound();
  return request.tenant;
}

/** The tenant's canonical origin, which every e-mailed link and image is built from (never the request's Host). */
export function canonicalOrigin(request: FastifyRequest): string {
  return tenantOf(request).canonical_origin;
}

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');

// Pages of a host that is no organisation's: plain, without the shell (which would ask the API for a tenant).
const unknownHostPage = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Enlace</title></head>
<body><p>No hay ninguna organización configurada para esta dirección.</p></body></html>`;

// Resolves the tenant from the Host header before anything else runs, on every request (API, pages and assets):
// a Host that is not exactly one of a tenant's configured origins (host and port) is refused, so that nothing
// the server writes (an e-mailed link, a cached page) can come from a value the client chose.
export const tenancyPlugin = fp(
  async (app) => {
    app.decorateRequest('tenant', null);
    app.addHook('onRequest', async (request, reply) => {
      // The process's health and metrics: no organisation's data, asked for by address (probes, scrapers).
      if (request.routeOptions.config.operational) return;
      const tenant = await app.tenantsRepository.findByHost(request.headers.host);
      if (tenant) {
        request.tenant = tenant;
        return;
      }
      if (isApiPath(request.url) || request.url.startsWith('/matomo-config')) throw tenantNotFound();
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(unknownHostPage);
    });
  },
  { name: 'tenancy', dependencies: ['tenants-repository'] },
);
