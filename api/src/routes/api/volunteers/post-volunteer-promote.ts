import { StaffMemberSchema, VolunteerParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { HttpError } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { staffIri, toStaffResource } from '../staff/staff-shared';
import { volunteerNotFound } from './volunteer-shared';

export const coordinatorAlreadyExists = () =>
  new HttpError(409, 'coordinator-already-exists', 'Esta persona ya es coordinadora.');

export const postVolunteerPromote: ContractRoutes = async (app) => {
  app.post(
    '/volunteers/:id/promote',
    {
      preHandler: app.requirePermission('volunteer:promote'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Promociona a un voluntario a coordinador: la misma cuenta pasa al perfil de personal con el rol de coordinador y conserva sus datos e historial; responde el coordinador (409 coordinator-already-exists)',
        security: [{ bearerAuth: [] }],
        params: VolunteerParamsSchema,
        response: { 200: StaffMemberSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await app.staffRepository.promote(request, request.params.id, request.currentUser!.id);
      if (result.status === 'not-found') throw volunteerNotFound();
      if (result.status === 'already-coordinator') throw coordinatorAlreadyExists();
      const { id } = result.coordinator;
      await app.securityLogRepository.record(request, {
        type: 'access-changed',
        subject: { userId: id, iri: staffIri('coordinator', id) },
        details: { change: 'promoted', role: 'coordinator' },
      });
      return reply
        .header('content-location', staffIri('coordinator', result.coordinator.id))
        .send(toStaffResource('coordinator', result.coordinator));
    },
  );
};
