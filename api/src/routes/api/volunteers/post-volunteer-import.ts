import multipart from '@fastify/multipart';
import { IMPORT_MAX_FILE_SIZE_BYTES, IMPORT_MAX_RECORDS } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { newActivation } from '../../../lib/activation';
import { readImportFile } from '../../../lib/import/read-import-file';
import {
  IMPORT_MULTIPART_LIMITS,
  refuseImportFile,
  uploadedImport,
} from '../../../lib/import/uploaded-import';
import { errors } from '../../../lib/schemas';
import { inviteNewVolunteer } from '../../../lib/volunteer-invitation';
import {
  checkVolunteerImport,
  type ImportLineError,
  importLineErrorSchema,
  VOLUNTEER_IMPORT_HEADERS,
} from './volunteer-import';

/** Rows stored per transaction: a failure loses at most one batch, never a half-written person. */
export const IMPORT_BATCH_SIZE = 100;

const importResultSchema = {
  type: 'object',
  required: ['@type', 'rows', 'created', 'rejected', 'errors'],
  properties: {
    '@type': { type: 'string' },
    rows: { type: 'integer', description: 'Filas con datos del archivo' },
    created: { type: 'integer', description: 'Voluntarios dados de alta' },
    rejected: { type: 'integer', description: 'Filas que no se han guardado' },
    errors: { type: 'array', items: importLineErrorSchema },
  },
} as const;

export const postVolunteerImport: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: IMPORT_MULTIPART_LIMITS });

  app.post(
    '/volunteers/import',
    {
      preHandler: app.requirePermission('volunteer:create'),
      schema: {
        tags: ['volunteers'],
        summary: `Importa un CSV de voluntarios (multipart, campo file; hasta ${IMPORT_MAX_FILE_SIZE_BYTES / (1024 * 1024)} MB y ${IMPORT_MAX_RECORDS} filas): comprueba cada fila como import-check y da de alta las válidas, en lotes de ${IMPORT_BATCH_SIZE} con una transacción cada uno; con el campo sendInvitations=true cada voluntario recibe el correo de activación (y el tutor de un menor, la autorización). Un correo ya registrado, también el de una importación anterior del mismo archivo, no se da de alta dos veces (email-duplicate-generic). Queda registrada la importación (quién, cuándo, archivo y cuentas)`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: importResultSchema, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { bytes, fileName, fields } = await uploadedImport(app, request);
      const file = await readImportFile(bytes, VOLUNTEER_IMPORT_HEADERS);
      if (!file.ok) throw refuseImportFile(file.refusal);
      const check = await checkVolunteerImport(app, request, file.records);
      const sendInvitations = fields.sendInvitations === 'true';

      const errorsOfRows: ImportLineError[] = [...check.errors];
      let created = 0;
      let rejected = check.rejectedRows;
      for (let start = 0; start < check.valid.length; start += IMPORT_BATCH_SIZE) {
        const batch = check.valid
          .slice(start, start + IMPORT_BATCH_SIZE)
          .map((row) => ({ ...row, activation: newActivation() }));
        const stored = await app.volunteersRepository.createMany(request, batch);
        created += stored.created.length;
        for (const { index, reason } of stored.refused) {
          rejected++;
          errorsOfRows.push({
            line: (batch[index] as (typeof batch)[number]).line,
            field: reason === 'email-duplicate-generic' ? 'email' : '',
            message: reason,
          });
        }
        // After the batch is committed: the emails go through the durable sending path, as the single create's.
        if (sendInvitations) {
          for (const { index, volunteer } of stored.created) {
            await inviteNewVolunteer(
              app,
              request,
              volunteer,
              (batch[index] as (typeof batch)[number]).activation.code,
            );
          }
        }
      }
      await app.importsRepository.record(request, {
        kind: 'volunteers',
        fileName: fileName || 'voluntarios.csv',
        userId: request.currentUser!.id,
        created,
        rejected,
      });
      errorsOfRows.sort((a, b) => a.line - b.line);
      return { '@type': 'ImportResult', rows: file.records.length, created, rejected, errors: errorsOfRows };
    },
  );
};
