import { ParticipationStepAnswerSchema, SubscriptionParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mailParticipationChange } from '../../../lib/programme-mail';
import { mailWaitingListOutcomes } from '../../../lib/waiting-list-mail';
import { errors } from '../../../lib/schemas';
import { requireVolunteer } from './subscription-shared';

export const deleteSubscription: ContractRoutes = async (app) => {
  app.delete(
    '/interventions/:id/subscription',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['subscriptions'],
        summary:
          'La persona voluntaria se da de baja de la intervención (solo de su propia inscripción) y recibe un correo con la cancelación de calendario (.ics); 409 intervention-completed-cannot-remove-participants cuando ya se ha realizado; 404 si no estaba inscrita',
        security: [{ bearerAuth: [] }],
        params: SubscriptionParamsSchema,
        response: { 200: ParticipationStepAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const interventionId = request.params.id;
      const userId = request.currentUser!.id;
      const { waitingList } = await app.participantsRepository.remove(request, interventionId, {
        ownUserId: userId,
      });
      mailParticipationChange(app, request, {
        change: 'left',
        by: 'self',
        interventionId,
        userId,
        actorId: userId,
      });
      mailWaitingListOutcomes(app, request, waitingList);
      return { success: true, message: 'unsubscribed' };
    },
  );
};
