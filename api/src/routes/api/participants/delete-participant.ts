import { ParticipantParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mailParticipationChange } from '../../../lib/programme-mail';
import { mailWaitingListOutcomes } from '../../../lib/waiting-list-mail';
import { errors } from './participant-shared';

export const deleteParticipant: ContractRoutes = async (app) => {
  app.delete(
    '/interventions/:id/participants/:participantId',
    {
      preHandler: app.requirePermission('participant:remove'),
      schema: {
        tags: ['participants'],
        summary:
          'Quita a un participante de la intervención (su consentimiento pendiente deja de valer; un voluntario recibe un correo con la cancelación de calendario .ics); 409 intervention-completed-cannot-remove-participants cuando ya se ha realizado',
        security: [{ bearerAuth: [] }],
        params: ParticipantParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id: interventionId, participantId } = request.params;
      const { userId, waitingList } = await app.participantsRepository.remove(request, interventionId, {
        participantId,
      });
      if (userId !== null) {
        mailParticipationChange(app, request, {
          change: 'left',
          by: 'staff',
          interventionId,
          userId,
          actorId: request.currentUser!.id,
        });
      }
      mailWaitingListOutcomes(app, request, waitingList);
      return reply.code(204).send();
    },
  );
};
