import multipart from '@fastify/multipart';
import { IMPORT_TEMPLATES, importRefusedRowsFile } from '@enlace/shared/domain';
import { unprocessable } from '../../../lib/http-error';
import type { ImportLineError } from '../../../lib/import/import-body';
import { refusedRowsFile } from '../../../lib/import/refused-rows-file';
import { IMPORT_MULTIPART_LIMITS, readUploadedImport } from '../../../lib/import/uploaded-import';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import type { ImportKindDefinition } from './import-kind';

// The refusals of a whole file: up to 1,000 rows, each with a few reasons.
const MAX_ERRORS_FIELD_BYTES = 4 * 1024 * 1024;

const isLineError = (value: unknown): value is ImportLineError => {
  const error = value as Partial<ImportLineError> | null;
  return (
    typeof error === 'object' &&
    error !== null &&
    Number.isInteger(error.line) &&
    typeof error.field === 'string' &&
    typeof error.message === 'string' &&
    (error.params === undefined || (typeof error.params === 'object' && error.params !== null))
  );
};

/** The `errors` field: the refusals a check or an import answered, as it answered them. */
function lineErrorsOf(field: string | undefined): ImportLineError[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(field ?? '');
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every(isLineError)) {
    throw unprocessable([{ propertyPath: 'errors', message: 'field-not-valid-type' }]);
  }
  return parsed;
}

/**
 * `POST /api/imports/<kind>/rejected-rows`: the rows a check or an import refused, as a CSV to fix and upload
 * again. The client sends the file and the refusals it was answered (after storing, the rows just stored would
 * now read as taken, so they cannot be worked out again); nothing is kept between requests.
 */
export const postImportRejectedRows =
  <Values>(definition: ImportKindDefinition<Values>): ContractRoutes =>
  async (app) => {
    await app.register(multipart, {
      limits: { ...IMPORT_MULTIPART_LIMITS, fieldSize: MAX_ERRORS_FIELD_BYTES },
    });
    const { columns } = IMPORT_TEMPLATES[definition.kind];

    app.post(
      `/imports/${definition.kind}/rejected-rows`,
      {
        preHandler: app.requirePermission(definition.permission),
        schema: {
          tags: [definition.tag],
          summary: `Las filas rechazadas de un CSV de ${definition.noun}, para corregirlas y volver a subirlas: las columnas de la plantilla como estaban y una última, Errores, con los motivos de cada fila (la importación la pasa por alto). Multipart: file (el archivo) y errors (JSON: los errores que respondió /check o la importación)`,
          security: [{ bearerAuth: [] }],
          consumes: ['multipart/form-data'],
          response: {
            200: { description: 'El CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
            ...errors(400, 401, 403, 404, 422),
          },
        },
      },
      async (request, reply) => {
        const { records, fields } = await readUploadedImport(app, request, definition.kind);
        const lineErrors = lineErrorsOf(fields.errors);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${importRefusedRowsFile(definition.kind)}"`)
          .header('cache-control', 'no-store')
          .send(refusedRowsFile(columns, records, lineErrors));
      },
    );
  };
