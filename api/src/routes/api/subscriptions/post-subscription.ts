import { ParticipationStepAnswerSchema, SubscriptionParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mailParticipationChange } from '../../../lib/programme-mail';
import { errors } from '../../../lib/schemas';
import { blockedReasonOf } from '../../../lib/subscription-blocked-reason';
import { minorVolunteerAuthorisationPending, volunteerNotValidated } from '../../../lib/participation-errors';
import { requireVolunteer } from './subscription-shared';

export const postSubscription: ContractRoutes = async (app) => {
  app.post(
    '/interventions/:id/subscription',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['subscriptions'],
        summary:
          'La persona voluntaria se inscribe en la intervención y recibe un correo con la sesión y su invitación de calendario (.ics); quien coordina la actividad, si lo ha pedido, un aviso. 409 volunteer-not-validated, minor-volunteer-authorisation-pending, intervention-not-ready-yet, intervention-completed-cannot-add-volunteers, already-subscribed-to-intervention, field-number-of-volunteers-reached; 404 si la actividad no es visible (borrador o cancelada)',
        security: [{ bearerAuth: [] }],
        params: SubscriptionParamsSchema,
        response: { 201: ParticipationStepAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = request.currentUser!;
      // The volunteer's own state first: nothing else matters until it is in order.
      const blocked = blockedReasonOf(user);
      if (blocked === 'volunteer-not-validated') throw volunteerNotValidated();
      if (blocked === 'minor-volunteer-authorisation-pending') throw minorVolunteerAuthorisationPending();
      const interventionId = request.params.id;
      await app.participantsRepository.add(
        request,
        interventionId,
        { kind: 'volunteer', id: user.id },
        { source: 'self', addedById: user.id },
      );
      mailParticipationChange(app, request, {
        change: 'joined',
        by: 'self',
        interventionId,
        userId: user.id,
        actorId: user.id,
      });
      return reply.code(201).send({ success: true, message: 'subscribed' });
    },
  );
};
