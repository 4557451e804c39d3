import type { FastifyPluginAsync } from 'fastify';
import { errors, participantParamsSchema } from './participant-shared';

export const deleteParticipant: FastifyPluginAsync = async (app) => {
  app.delete<{ Params: { id: string; participantId: string } }>(
    '/interventions/:id/participants/:participantId',
    {
      preHandler: app.requirePermission('participant:remove'),
      schema: {
        tags: ['participants'],
        summary:
          'Quita a un participante de la intervención (su consentimiento pendiente deja de valer); 409 intervention-completed-cannot-remove-participants cuando ya se ha realizado',
        security: [{ bearerAuth: [] }],
        params: participantParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.participantsRepository.remove(request, Number(request.params.id), {
        participantId: Number(request.params.participantId),
      });
      return reply.code(204).send();
    },
  );
};
