import type { FastifyPluginAsync } from 'fastify';
import { errors, nullableString } from '../../../lib/schemas';

/** How many of the latest imports the import page lists. */
export const LISTED_IMPORTS = 20;

export const getVolunteerImports: FastifyPluginAsync = async (app) => {
  app.get(
    '/volunteers/imports',
    {
      preHandler: app.requirePermission('volunteer:create'),
      schema: {
        tags: ['volunteers'],
        summary: `Las ${LISTED_IMPORTS} últimas importaciones de voluntarios de la organización: quién, cuándo, archivo, altas y filas rechazadas`,
        security: [{ bearerAuth: [] }],
        response: {
          200: {
            type: 'object',
            required: ['@type', 'member'],
            properties: {
              '@type': { type: 'string' },
              member: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['fileName', 'created', 'rejected', 'importedAt'],
                  properties: {
                    fileName: { type: 'string' },
                    created: { type: 'integer' },
                    rejected: { type: 'integer' },
                    importedAt: { type: 'string' },
                    importedBy: nullableString,
                  },
                },
              },
            },
          },
          ...errors(401, 403, 404),
        },
      },
    },
    async (request) => ({
      '@type': 'Collection',
      member: (await app.importsRepository.latest(request, 'volunteers', LISTED_IMPORTS)).map((entry) => ({
        fileName: entry.file_name,
        created: entry.created,
        rejected: entry.rejected,
        importedAt: entry.created_at,
        importedBy: entry.imported_by,
      })),
    }),
  );
};
