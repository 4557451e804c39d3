import { ImportResultSchema } from '@enlace/shared/contracts';
import multipart from '@fastify/multipart';
import type { ContractRoutes } from '../../../lib/contract-routes';
import type { ImportLineError } from '../../../lib/import/import-body';
import { answerImport } from '../../../lib/import/import-answer';
import { IMPORT_MULTIPART_LIMITS, readUploadedImport } from '../../../lib/import/uploaded-import';
import { errors } from '../../../lib/schemas';
import { IMPORT_BATCH_SIZE, type ImportKindDefinition } from './import-kind';
import { IMPORT_FILE_DESCRIPTION } from './import-schemas';

/** `POST /api/imports/<kind>`: step 2 confirmed, the file checked again and its valid rows stored. */
export const postImport =
  <Values>(definition: ImportKindDefinition<Values>): ContractRoutes =>
  async (app) => {
    await app.register(multipart, { limits: IMPORT_MULTIPART_LIMITS });
    const invitations = definition.invites
      ? ' Con el campo sendInvitations=true cada alta recibe el correo de activación (y el tutor de un menor, la autorización).'
      : '';

    app.post(
      `/imports/${definition.kind}`,
      {
        preHandler: app.requirePermission(definition.permission),
        schema: {
          tags: [definition.tag],
          summary: `Importa un CSV de ${definition.noun}: comprueba cada fila como /check y da de alta las válidas en lotes de ${IMPORT_BATCH_SIZE}, con una transacción cada uno; lo ya guardado (también por una importación anterior del mismo archivo) no se da de alta dos veces.${invitations} La importación queda registrada (quién, cuándo, archivo y cuentas) al empezar y sus cuentas tras cada lote. ${IMPORT_FILE_DESCRIPTION}`,
          security: [{ bearerAuth: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: ImportResultSchema, ...errors(400, 401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        const { records, fileName, fields } = await readUploadedImport(app, request, definition.kind);
        const invite = definition.invites && fields.sendInvitations === 'true';

        return answerImport(request, reply, async (progress) => {
          const check = await definition.check(app, request, records, progress);
          const refused: ImportLineError[] = [...check.errors];
          let created = 0;
          let rejected = check.rejectedRows;
          const importId = await app.importsRepository.start(request, {
            kind: definition.kind,
            fileName: fileName || `${definition.kind}.csv`,
            userId: request.currentUser!.id,
            rejected,
            // Nothing to store: the import ends as it starts.
            finished: check.valid.length === 0,
          });
          progress('storing', 0, check.valid.length);
          for (let start = 0; start < check.valid.length; start += IMPORT_BATCH_SIZE) {
            const batch = check.valid.slice(start, start + IMPORT_BATCH_SIZE);
            const stored = await definition.storeBatch(app, request, batch, invite);
            created += stored.created;
            rejected += stored.refused.length;
            refused.push(...stored.refused);
            // Not in the batch's transaction: after a crash between the two, the next confirmation of the file
            // finds those rows stored and counts them as taken, never twice. The last batch's ends the import.
            const finished = start + batch.length === check.valid.length;
            await app.importsRepository.update(request, importId, { created, rejected }, finished);
            progress('storing', start + batch.length, check.valid.length);
          }

          await app.securityLogRepository.record(request, {
            type: 'import',
            details: { list: definition.kind, rows: created },
          });
          refused.sort((a, b) => a.line - b.line);
          return {
            '@type': 'ImportResult' as const,
            rows: records.length,
            created,
            rejected,
            errors: refused,
          };
        });
      },
    );
  };
