import type { FastifyPluginAsync } from 'fastify';
import { errors, idParamsSchema, successSchema } from '../../../lib/schemas';
import { requireVolunteer } from './subscription-shared';

export const deleteSubscription: FastifyPluginAsync = async (app) => {
  app.delete<{ Params: { id: string } }>(
    '/interventions/:id/subscription',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['subscriptions'],
        summary:
          'La persona voluntaria se da de baja de la intervención (solo de su propia inscripción); 409 intervention-completed-cannot-remove-participants cuando ya se ha realizado; 404 si no estaba inscrita',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: successSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await app.participantsRepository.remove(request, Number(request.params.id), {
        ownUserId: request.currentUser!.id,
      });
      return { success: true, message: 'unsubscribed' };
    },
  );
};
