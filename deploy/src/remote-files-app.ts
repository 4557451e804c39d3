import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { setCacheHeaders } from './cache-headers.ts';
import { remoteSecurityHeaders } from './remote-security-headers.ts';

/** The server of one built remote's files on its own origin (CORS for the shell), not listening yet. */
export async function remoteFilesApp(dir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(helmet, remoteSecurityHeaders);
  await app.register(fastifyCompress, { encodings: ['gzip'] });
  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    // Our setHeaders decides Cache-Control; @fastify/static's own header would override it.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      setCacheHeaders(res, filePath);
    },
  });
  return app;
}
