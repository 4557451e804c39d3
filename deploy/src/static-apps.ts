import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { CSP_REPORT_PATH, pageBootData } from '@enlace/api';
import { loadRemoteJson, type LoadJson, pageStatus, ROUTE_MANIFEST_READ_HEADER } from './area-routes.ts';
import { setCacheHeaders, setReleaseCacheHeaders } from './cache-headers.ts';
import { appDist, areas, type Profile, remotesManifestJson } from './profiles.ts';
import { readContract } from './release/compatibility.ts';
import { releasesRegistry } from './releases-registry.ts';
import { shellDocument } from './shell-document.ts';
import {
  CSP_REPORT_ENDPOINT,
  matomoSource,
  PERMISSIONS_POLICY,
  remoteOriginsOf,
  shellPolicyDirectives,
} from './shell-policy.ts';

/** The Matomo host of the request's tenant, which the API's tenancy resolved from the Host before anything else. */
function tenantMatomoSource(request: FastifyRequest): string | null {
  return matomoSource(request.tenant?.matomo_host);
}

/**
 * Adds to the API instance what a browser needs besides the API: the shell with its SPA fallback, the remotes
 * registry of the request's tenant (`/remotes.json`: its released versions, read at every request, and the
 * built-in builds for areas never released), the releases under /releases/ and, when the profile serves them on the
 * same origin, the built-in remotes under /remotes/<area>/.
 * Tenant assets under /cdn/ are the API's own route (uploaded images live in its database). The API's security headers (api/src/plugins/security-headers.ts) cover all
 * of it; the shell's page gets its own Content-Security-Policy per request.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  profile: Profile,
  {
    shellDir = appDist('shell'),
    loadJson = loadRemoteJson(app),
    routeManifestTtlMs,
    releasesDir,
  }: { shellDir?: string; loadJson?: LoadJson; routeManifestTtlMs?: number; releasesDir: string },
): Promise<void> {
  const indexHtml = path.join(shellDir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`The shell is not built (${indexHtml} is missing): run the build first.`);
  }
  const remotesJson = remotesManifestJson(profile);
  const registry = releasesRegistry(
    app,
    JSON.parse(remotesJson) as Record<string, string>,
    readContract(shellDir),
  );

  // Registered before the static routes so that it wraps them: scripts travel gzip-compressed.
  await app.register(fastifyCompress, { encodings: ['gzip'] });

  if (profile.remotePorts === null) {
    for (const area of areas) {
      await app.register(fastifyStatic, {
        root: appDist(area),
        preCompressed: true,
        // Our setHeaders decides Cache-Control; @fastify/static's own header would override it.
        cacheControl: false,
        prefix: `/remotes/${area}/`,
        decorateReply: false,
        setHeaders: setCacheHeaders,
      });
    }
  }

  // Versioned folders: the gateway serves them from the same folder in production.
  fs.mkdirSync(releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: releasesDir,
    preCompressed: true,
    cacheControl: false,
    prefix: '/releases/',
    decorateReply: false,
    setHeaders: setReleaseCacheHeaders,
    // The release tool builds in .staging/ before moving a release to its place.
    allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    const { remotes, incompatible } = await registry.answerFor(request);
    // The remotes at the top (the shape the shell has always read); `incompatible` only when an area is.
    const body = Object.keys(incompatible).length > 0 ? { ...remotes, incompatible } : remotes;
    reply
      .header('Cache-Control', 'no-cache')
      .type('application/json')
      .send(JSON.stringify(body, null, 2));
  });

  await app.register(fastifyStatic, {
    root: shellDir,
    preCompressed: true,
    // Our setHeaders decides Cache-Control; @fastify/static's own header would override it.
    cacheControl: false,
    prefix: '/',
    wildcard: false,
    index: false,
    // The page itself is served below, with its nonce, for /index.html as for every client route.
    globIgnore: ['index.html', 'index.html.*'],
    decorateReply: false,
    setHeaders: setCacheHeaders,
  });

  // Every other GET is the shell's page, for the client-side routes: 200 for a path an area knows, 404 (the same
  // page, which renders the not-found page) for any other; unknown /api paths keep the API's JSON 404.
  const page = shellDocument(fs.readFileSync(indexHtml, 'utf8'));
  const remoteOrigins = remoteOriginsOf(remotesJson);
  const statusOf = pageStatus(registry.remotesFor, loadJson, routeManifestTtlMs);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      request.headers[ROUTE_MANIFEST_READ_HEADER] !== undefined
    ) {
      return reply.callNotFound();
    }
    const path = request.url.split('?')[0] ?? '/';
    const status = path === '/index.html' ? 200 : await statusOf(path, request);
    const nonce = randomBytes(16).toString('base64url');
    // What the first screen needs, in the page itself: the shell shows it without three requests in a row.
    const bootData = request.tenant
      ? { ...(await pageBootData(app, request)), remotes: await registry.answerFor(request) }
      : undefined;
    const directives = shellPolicyDirectives({
      nonce,
      remoteOrigins,
      matomo: tenantMatomoSource(request),
      https: request.protocol === 'https',
      reportPath: CSP_REPORT_PATH,
    });
    reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives } });
    return reply
      .code(status)
      .header('Permissions-Policy', PERMISSIONS_POLICY)
      .header('Reporting-Endpoints', `${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page(nonce, bootData));
  });
}
