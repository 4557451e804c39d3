import {
  importTemplateCsv,
  VOLUNTEER_IMPORT_COLUMNS,
  VOLUNTEER_IMPORT_TEMPLATE_FILE,
} from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';

export const getVolunteerImportTemplate: FastifyPluginAsync = async (app) => {
  app.get(
    '/volunteers/import-template',
    {
      preHandler: app.requirePermission('volunteer:create'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Plantilla CSV de la importación de voluntarios (paso 1): las cabeceras exactas y una fila de ejemplo, en UTF-8 con BOM y separada por punto y coma',
        security: [{ bearerAuth: [] }],
        response: {
          200: { description: 'El CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errors(401, 403, 404),
        },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${VOLUNTEER_IMPORT_TEMPLATE_FILE}"`)
        .send(importTemplateCsv(VOLUNTEER_IMPORT_COLUMNS)),
  );
};
