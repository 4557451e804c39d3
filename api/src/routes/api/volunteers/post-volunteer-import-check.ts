import multipart from '@fastify/multipart';
import {
  IMPORT_MAX_FILE_SIZE_BYTES,
  IMPORT_MAX_RECORDS,
  VOLUNTEER_IMPORT_COLUMNS,
} from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { unprocessable } from '../../../lib/http-error';
import { readImportFile, type ImportFileRefusal } from '../../../lib/import/read-import-file';
import { errors } from '../../../lib/schemas';
import { checkVolunteerImport } from './volunteer-import';

const MAX_MEGABYTES = IMPORT_MAX_FILE_SIZE_BYTES / (1024 * 1024);

/** A whole file refused (422 at the field `file`), with what the message needs. */
export const refuseImportFile = (refusal: ImportFileRefusal) => {
  switch (refusal.key) {
    case 'file-too-large':
      return unprocessable([{ propertyPath: 'file', message: refusal.key, params: { max: MAX_MEGABYTES } }]);
    case 'too-many-records':
      return unprocessable([{ propertyPath: 'file', message: refusal.key, params: { max: refusal.limit } }]);
    case 'invalid-headers':
      return unprocessable([
        {
          propertyPath: 'file',
          message: refusal.key,
          params: { missing: refusal.missing.join(', '), unexpected: refusal.unexpected.join(', ') },
        },
      ]);
    default:
      return unprocessable([{ propertyPath: 'file', message: refusal.key }]);
  }
};

const lineErrorSchema = {
  type: 'object',
  required: ['line', 'field', 'message'],
  properties: {
    line: { type: 'integer', description: 'Línea del archivo (la de las cabeceras es la 1)' },
    field: { type: 'string', description: 'Campo de la API; vacío para la fila entera' },
    message: { type: 'string', description: 'Clave del error' },
    params: { type: 'object', additionalProperties: true, description: 'Lo que nombra el mensaje' },
  },
} as const;

export const importCheckSchema = {
  type: 'object',
  required: ['@type', 'rows', 'valid', 'rejected', 'errors'],
  properties: {
    '@type': { type: 'string' },
    rows: { type: 'integer', description: 'Filas con datos del archivo' },
    valid: { type: 'integer', description: 'Filas que se darían de alta' },
    rejected: { type: 'integer', description: 'Filas que no' },
    errors: { type: 'array', items: lineErrorSchema },
  },
} as const;

export const postVolunteerImportCheck: FastifyPluginAsync = async (app) => {
  // One file, read into memory up to the limit (then refused, not truncated).
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_FILE_SIZE_BYTES, files: 1, fields: 4, parts: 5 },
  });

  app.post(
    '/volunteers/import-check',
    {
      preHandler: app.requirePermission('volunteer:create'),
      schema: {
        tags: ['volunteers'],
        summary: `Comprueba un CSV de voluntarios sin guardar nada (multipart, campo file; hasta ${MAX_MEGABYTES} MB y ${IMPORT_MAX_RECORDS} filas; UTF-8 con o sin BOM o Windows-1252, separado por ; o ,): cuántas filas se darían de alta y, fila a fila, por qué no las demás (line, field, message). 422 file-is-required, file-too-large, invalid-file-type, invalid-headers o too-many-records cuando se rechaza el archivo entero`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: importCheckSchema, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw refuseImportFile({ key: 'file-is-required' });
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || bytes) {
            part.file.resume();
            continue;
          }
          bytes = await part.toBuffer();
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw refuseImportFile({ key: 'file-too-large' });
        }
        if (error instanceof app.multipartErrors.FilesLimitError)
          throw refuseImportFile({ key: 'file-is-required' });
        throw error;
      }
      const file = await readImportFile(
        bytes,
        VOLUNTEER_IMPORT_COLUMNS.map((column) => column.header),
      );
      if (!file.ok) throw refuseImportFile(file.refusal);
      const check = await checkVolunteerImport(app, request, file.records);
      return {
        '@type': 'ImportCheck',
        rows: file.records.length,
        valid: check.valid.length,
        rejected: check.rejectedRows,
        errors: check.errors,
      };
    },
  );
};
