import { ParticipationStepAnswerSchema, WaitingListParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mailParticipationChange } from '../../../lib/programme-mail';
import { errors, requireVolunteer } from './waiting-list-shared';

export const postWaitingListOffer: ContractRoutes = async (app) => {
  app.post(
    '/interventions/:id/waiting-list/offer',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['waiting lists'],
        summary:
          'La persona voluntaria acepta la plaza que se le ofrece desde la lista de espera (antes de que caduque) y queda inscrita; recibe el correo de inscripción con su invitación de calendario. 409 waiting-list-offer-not-open, field-number-of-volunteers-reached, intervention-completed-cannot-add-volunteers; 404 not-on-waiting-list',
        security: [{ bearerAuth: [] }],
        params: WaitingListParamsSchema,
        response: { 201: ParticipationStepAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const interventionId = request.params.id;
      const userId = request.currentUser!.id;
      await app.waitingListRepository.accept(request, interventionId, userId);
      mailParticipationChange(app, request, {
        change: 'joined',
        by: 'self',
        interventionId,
        userId,
        actorId: userId,
      });
      return reply.code(201).send({ success: true, message: 'subscribed' });
    },
  );
};
