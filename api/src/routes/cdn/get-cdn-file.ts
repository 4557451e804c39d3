import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { readCdnFile } from '../../lib/tenant-cdn-file';

const notFoundPage = { status: 404, error: 'not-found', description: 'El archivo no existe.' };

/**
 * `GET /cdn/<folder>/<file>`: the tenant's images (and other assets such as import templates), outside /api but
 * inside tenancy: a host reads its own tenant's folder and the common one only. The tenant's uploaded images come
 * from the database, the rest from the assets folder on disk (docs/adr/0020-tenant-branding.md).
 */
export const getCdnFile: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { folder: string; file: string } }>(
    '/cdn/:folder/:file',
    {
      schema: {
        hide: true,
        params: {
          type: 'object',
          required: ['folder', 'file'],
          properties: {
            folder: { type: 'string', maxLength: 128 },
            file: { type: 'string', maxLength: 128 },
          },
        },
      },
    },
    async (request, reply) => {
      const { folder, file } = request.params;
      const found = await readCdnFile(app, request, folder, file);
      if (!found) return reply.code(404).header('Cache-Control', 'no-store').send(notFoundPage);
      const etag = `"${createHash('sha256').update(found.bytes).digest('base64url').slice(0, 27)}"`;
      // Emails show the tenant's logo from here, inside whatever web mail the person reads them in. An upload
      // gets a new file name, so an hour of caching never hides a new image.
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('ETag', etag)
        .header('Last-Modified', found.lastModified.toUTCString())
        .header('X-Content-Type-Options', 'nosniff');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      return reply.type(found.contentType).send(found.bytes);
    },
  );
};
