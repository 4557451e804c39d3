import {
  AttendanceBodySchema,
  AttendanceParamsSchema,
  AttendanceSheetSchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { toAttendanceSheetResource } from './attendance-shared';

export const postAttendance: ContractRoutes = async (app) => {
  app.post(
    '/interventions/:id/attendance',
    {
      preHandler: app.requirePermission('attendance:record'),
      schema: {
        tags: ['attendance'],
        summary:
          'Anota la asistencia de una vez: entries, cada una con participant (IRI de la participación, confirmada), attendance (attended, absent o null para borrarla) y, para un voluntario que asistió, minutes (entero de 0 a 1440; sin él, la duración de la sesión). Las líneas que no se envían no cambian. 409 intervention-not-started-yet antes de la hora de inicio (hora de España); 422 con las violaciones (entries[i].campo) y sin cambiar nada',
        security: [{ bearerAuth: [] }],
        params: AttendanceParamsSchema,
        body: AttendanceBodySchema,
        response: { 200: AttendanceSheetSchema, ...errors(400, 401, 403, 404, 409, 415, 422) },
      },
    },
    async (request) => {
      const sheet = await app.attendanceRepository.record(
        request,
        request.params.id,
        request.body?.entries,
        request.currentUser!.id,
      );
      return toAttendanceSheetResource(sheet, true);
    },
  );
};
