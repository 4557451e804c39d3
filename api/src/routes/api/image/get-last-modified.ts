import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { tenantOf } from '../../../plugins/tenancy';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

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
      const tenant = tenantOf(request);
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.query.url, 'http://cdn.invalid').pathname);
      } catch {
        throw imageNotFound();
      }
      const match = /^\/cdn\/([^/]+)\/([^/]+)$/.exec(pathname);
      if (!match) throw imageNotFound();
      const [, folder, file] = match;
      // Only this tenant's folder and the common one; names are checked so no path can leave the folder.
      if (
        ![tenant.asset_folder, 'common'].includes(folder) ||
        !SAFE_NAME.test(folder) ||
        !SAFE_NAME.test(file)
      ) {
        throw imageNotFound();
      }
      try {
        const stat = await fs.stat(path.join(app.config.assetsDir, folder, file));
        if (!stat.isFile()) throw imageNotFound();
        return { 'last-modified': stat.mtime.toISOString() };
      } catch {
        throw imageNotFound();
      }
    },
  );
};
