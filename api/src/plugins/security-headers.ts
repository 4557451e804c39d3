import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Where browsers send Content-Security-Policy violation reports (routes/api/csp-reports). */
export const CSP_REPORT_PATH = '/api/csp-reports';

/** A year, subdomains included: once a browser has seen the answer over HTTPS it never tries plain HTTP. */
const strictTransportSecurity = { maxAge: 31_536_000, includeSubDomains: true };

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Browser security headers on every answer (@fastify/helmet), docs/adr/0007-browser-security-headers.md:
 * - API answers and static files are never documents: their Content-Security-Policy lets them load nothing and
 *   be framed by nobody. The shell's HTML replaces it with its own policy per request (deploy/src/static-apps.ts).
 * - HSTS only when the request arrived over HTTPS: `request.protocol`, which is the proxy's X-Forwarded-Proto
 *   when the proxy is trusted (the `trustProxy` option); a browser ignores HSTS received over HTTP anyway.
 * - `no-store` on every answer under /api that does not set its own Cache-Control: signed-in answers, tokens
 *   and the public answers that carry a person's data (activation, tutor consent) stay out of every cache.
 */
/**
 * The headers of an answer that is no page (JSON, scripts): nothing may load from it, nothing may frame it, no
 * HSTS here (see below). The remotes' own servers send these too, readable from other origins.
 */
export const documentlessHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
} as const satisfies FastifyHelmetOptions;

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      ...documentlessHelmetOptions,
      // `same-origin` rather than `no-referrer`: no address (an activation or consent code in the path) leaves
      // the site, while same-origin POSTs keep their Origin header (under `no-referrer` browsers send "null").
      referrerPolicy: { policy: 'same-origin' },
      // Helmet's defaults, written out: the API and the shell's files are for this origin only (the tenant
      // assets under /cdn/ and the remotes' own servers say `cross-origin`); no cross-origin isolation
      // (COEP), which would require every remote and the analytics host to opt in.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.helmet({ strictTransportSecurity });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers' },
);
