import { interventionHasStarted } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { interventionNotFound } from '../../../plugins/repositories/attendance-repository';
import {
  attendanceSheetSchemaJson,
  errors,
  idParamsSchema,
  toAttendanceSheetResource,
} from './attendance-shared';

export const getAttendance: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/interventions/:id/attendance',
    {
      preHandler: app.requirePermission('attendance:read'),
      schema: {
        tags: ['attendance'],
        summary:
          'La hoja de asistencia de una intervención: cada participante confirmado (voluntarios, técnicos y beneficiarios) con su asistencia (attended, absent o null si no se ha anotado), los minutos de los voluntarios y los que se anotan por defecto (la duración de la sesión); started dice si ya se puede anotar',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: attendanceSheetSchemaJson, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const sheet = await app.attendanceRepository.sheet(request, Number(request.params.id));
      if (!sheet) throw interventionNotFound();
      const { date, scheduleStart } = sheet.session;
      return toAttendanceSheetResource(sheet, interventionHasStarted(date, scheduleStart));
    },
  );
};
