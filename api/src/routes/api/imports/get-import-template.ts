import { IMPORT_TEMPLATES } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { importTemplateFile } from '../../../lib/import/import-template-file';
import type { ImportKindDefinition } from './import-kind';

/** `GET /api/imports/<kind>/template`: step 1 of an import, the template to fill in. */
export const getImportTemplate =
  <Values>(definition: ImportKindDefinition<Values>): ContractRoutes =>
  async (app) => {
    const { file } = IMPORT_TEMPLATES[definition.kind];
    app.get(
      `/imports/${definition.kind}/template`,
      {
        preHandler: app.requirePermission(definition.permission),
        schema: {
          tags: [definition.tag],
          summary: `Plantilla CSV de la importación de ${definition.noun} (paso 1): las cabeceras exactas y una fila de ejemplo, en UTF-8 con BOM y separada por punto y coma; también en /cdn/<carpeta>/${file}`,
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
          .header('content-disposition', `attachment; filename="${file}"`)
          .send(importTemplateFile(definition.kind)),
    );
  };
