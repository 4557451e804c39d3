import { AttendanceParamsSchema, AttendanceSheetSchema } from '@enlace/shared/contracts';
import { interventionHasStarted } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { interventionNotFound } from '../../../plugins/repositories/attendance-repository';
import { toAttendanceSheetResource } from './attendance-shared';

export const getAttendance: ContractRoutes = async (app) => {
  app.get(
    '/interventions/:id/attendance',
    {
      preHandler: app.requirePermission('attendance:read'),
      schema: {
        tags: ['attendance'],
        summary:
          'La hoja de asistencia de una intervención: cada participante confirmado (voluntarios, técnicos y beneficiarios) con su asistencia (attended, absent o null si no se ha anotado), los minutos de los voluntarios y los que se anotan por defecto (la duración de la sesión); started dice si ya se puede anotar',
        security: [{ bearerAuth: [] }],
        params: AttendanceParamsSchema,
        response: { 200: AttendanceSheetSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const sheet = await app.attendanceRepository.sheet(request, request.params.id);
      if (!sheet) throw interventionNotFound();
      const { date, scheduleStart } = sheet.session;
      return toAttendanceSheetResource(sheet, interventionHasStarted(date, scheduleStart));
    },
  );
};
