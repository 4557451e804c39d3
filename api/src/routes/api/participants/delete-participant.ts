import type { FastifyPluginAsync } from 'fastify';
import { mailParticipationChange } from '../../../lib/programme-mail';
import { mailWaitingListOutcomes } from '../../../lib/waiting-list-mail';
import { errors, participantParamsSchema } from './participant-shared';

export const deleteParticipant: FastifyPluginAsync = async (app) => {
  app.delete<{ Params: { id: string; participantId: string } }>(
    '/interventions/:id/participants/:participantId',
    {
      preHandler: app.requirePermission('participant:remove'),
      schema: {
        tags: ['participants'],
        summary:
          'Quita a un participante de la intervención (su consentimiento pendiente deja de valer; un voluntario recibe un correo con la cancelación de calendario .ics); 409 intervention-completed-cannot-remove-participants cuando ya se ha realizado',
        security: [{ bearerAuth: [] }],
        params: participantParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const interventionId = Number(request.params.id);
      const { userId, waitingList } = await app.participantsRepository.remove(request, interventionId, {
        participantId: Number(request.params.participantId),
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
