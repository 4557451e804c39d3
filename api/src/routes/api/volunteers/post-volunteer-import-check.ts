import multipart from '@fastify/multipart';
import { IMPORT_MAX_FILE_SIZE_BYTES, IMPORT_MAX_RECORDS } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { readImportFile } from '../../../lib/import/read-import-file';
import {
  IMPORT_MULTIPART_LIMITS,
  refuseImportFile,
  uploadedImport,
} from '../../../lib/import/uploaded-import';
import { errors } from '../../../lib/schemas';
import { checkVolunteerImport, importLineErrorSchema, VOLUNTEER_IMPORT_HEADERS } from './volunteer-import';

const importCheckSchema = {
  type: 'object',
  required: ['@type', 'rows', 'valid', 'rejected', 'errors'],
  properties: {
    '@type': { type: 'string' },
    rows: { type: 'integer', description: 'Filas con datos del archivo' },
    valid: { type: 'integer', description: 'Filas que se darían de alta' },
    rejected: { type: 'integer', description: 'Filas que no' },
    errors: { type: 'array', items: importLineErrorSchema },
  },
} as const;

export const postVolunteerImportCheck: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: IMPORT_MULTIPART_LIMITS });

  app.post(
    '/volunteers/import-check',
    {
      preHandler: app.requirePermission('volunteer:create'),
      schema: {
        tags: ['volunteers'],
        summary: `Comprueba un CSV de voluntarios sin guardar nada (multipart, campo file; hasta ${IMPORT_MAX_FILE_SIZE_BYTES / (1024 * 1024)} MB y ${IMPORT_MAX_RECORDS} filas; UTF-8 con o sin BOM o Windows-1252, separado por ; o ,): cuántas filas se darían de alta y, fila a fila, por qué no las demás (line, field, message). 422 file-is-required, file-too-large, invalid-file-type, invalid-headers o too-many-records cuando se rechaza el archivo entero`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: importCheckSchema, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { bytes } = await uploadedImport(app, request);
      const file = await readImportFile(bytes, VOLUNTEER_IMPORT_HEADERS);
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
