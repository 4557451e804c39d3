import { ImportCheckSchema } from '@enlace/shared/contracts';
import multipart from '@fastify/multipart';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { answerImport } from '../../../lib/import/import-answer';
import { IMPORT_MULTIPART_LIMITS, readUploadedImport } from '../../../lib/import/uploaded-import';
import { errors } from '../../../lib/schemas';
import type { ImportKindDefinition } from './import-kind';
import { IMPORT_FILE_DESCRIPTION } from './import-schemas';

/** `POST /api/imports/<kind>/check`: step 2 before anything is stored, what the file would do. */
export const postImportCheck =
  <Values>(definition: ImportKindDefinition<Values>): ContractRoutes =>
  async (app) => {
    await app.register(multipart, { limits: IMPORT_MULTIPART_LIMITS });

    app.post(
      `/imports/${definition.kind}/check`,
      {
        preHandler: app.requirePermission(definition.permission),
        schema: {
          tags: [definition.tag],
          summary: `Comprueba un CSV de ${definition.noun} sin guardar nada: cuántas filas se darían de alta y, fila a fila, por qué no las demás (line, field, message). ${IMPORT_FILE_DESCRIPTION}`,
          security: [{ bearerAuth: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: ImportCheckSchema, ...errors(400, 401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        const { records } = await readUploadedImport(app, request, definition.kind);
        return answerImport(request, reply, async (progress) => {
          const check = await definition.check(app, request, records, progress);
          return {
            '@type': 'ImportCheck' as const,
            rows: records.length,
            valid: check.valid.length,
            rejected: check.rejectedRows,
            errors: check.errors,
          };
        });
      },
    );
  };
