import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { setCacheHeaders } from './cache-headers.ts';
import { appDist, areas, cdnDir, type Profile, remotesManifestJson } from './profiles.ts';

/**
 * Adds to the API instance what a browser needs besides the API: the shell with its SPA fallback, the
 * remotes manifest, tenant assets under /cdn/ and, when the profile serves them on the same origin, the
 * remotes under /remotes/<area>/.
 */
export async function registerStaticApps(app: FastifyInstance, profile: Profile): Promise<void> {
  const shellDir = appDist('shell');
  const indexHtml = path.join(shellDir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`The shell is not built (${indexHtml} is missing): run the build first.`);
  }
  const remotesJson = remotesManifestJson(profile);

  // Registered before the static routes so that it wraps them: scripts travel gzip-compressed.
  await app.register(fastifyCompress, { encodings: ['gzip'] });

  await app.register(fastifyStatic, {
    root: cdnDir,
    prefix: '/cdn/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=3600'),
  });

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

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json').send(remotesJson);
  });

  await app.register(fastifyStatic, {
    root: shellDir,
    preCompressed: true,
    // Our setHeaders decides Cache-Control; @fastify/static's own header would override it.
    cacheControl: false,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders: setCacheHeaders,
  });

  // Every other GET is a client-side route of the shell; unknown /api paths keep the API's JSON 404.
  const html = fs.readFileSync(indexHtml);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.callNotFound();
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
