import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { cdnFileLastModified } from '../../../lib/tenant-cdn-file';

const imageNotFound = () => new HttpError(404, 'not-found', 'La imagen no existe.');

export const getLastModified: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { url: string } }>(
    '/image/last-modified',
    {
      schema: {
        tags: ['tenant'],
        summary: 'Fecha de modificación de una imagen del tenant (versión para la caché)',
        querystring: {
          type: 'object',
          required: ['url'],
          properties: { url: { type: 'string', minLength: 1, maxLength: 2048 } },
        },
        response: {
          200: { type: 'object', properties: { 'last-modified': { type: 'string' } } },
          ...errors(400, 404),
        },
      },
    },
    async (request) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.query.url, 'http://cdn.invalid').pathname);
      } catch {
        throw imageNotFound();
      }
      const match = /^\/cdn\/([^/]+)\/([^/]+)$/.exec(pathname);
      if (!match) throw imageNotFound();
      const [, folder, file] = match;
      // The tenant's uploaded image (its upload time) or the file on disk; only this tenant's folder and the
      // common one.
      const lastModified = await cdnFileLastModified(app, request, folder, file);
      if (!lastModified) throw imageNotFound();
      return { 'last-modified': lastModified.toISOString() };
    },
  );
};
