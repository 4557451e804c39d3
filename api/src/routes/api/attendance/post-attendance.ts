import { ATTENDANCE_VALUES } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import {
  attendanceSheetSchemaJson,
  errors,
  idParamsSchema,
  toAttendanceSheetResource,
} from './attendance-shared';

/** More lines than any session holds people is not a sheet. */
const MAX_ENTRIES = 1000;

export const postAttendance: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string }; Body: { entries?: unknown } | undefined }>(
    '/interventions/:id/attendance',
    {
      preHandler: app.requirePermission('attendance:record'),
      schema: {
        tags: ['attendance'],
        summary:
          'Anota la asistencia de una vez: entries, cada una con participant (IRI de la participación, confirmada), attendance (attended, absent o null para borrarla) y, para un voluntario que asistió, minutes (entero de 0 a 1440; sin él, la duración de la sesión). Las líneas que no se envían no cambian. 409 intervention-not-started-yet antes de la hora de inicio (hora de España); 422 con las violaciones (entries[i].campo) y sin cambiar nada',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: {
          type: 'object',
          properties: {
            entries: {
              type: 'array',
              maxItems: MAX_ENTRIES,
              items: {
                type: 'object',
                properties: {
                  participant: { type: ['string', 'null'], maxLength: 200 },
                  attendance: { type: ['string', 'null'], maxLength: 20, examples: [...ATTENDANCE_VALUES] },
                  minutes: { type: ['number', 'string', 'null'], maxLength: 20 },
                },
              },
            },
          },
        },
        response: { 200: attendanceSheetSchemaJson, ...errors(400, 401, 403, 404, 409, 415, 422) },
      },
    },
    async (request) => {
      const sheet = await app.attendanceRepository.record(
        request,
        Number(request.params.id),
        request.body?.entries,
        request.currentUser!.id,
      );
      return toAttendanceSheetResource(sheet, true);
    },
  );
};
