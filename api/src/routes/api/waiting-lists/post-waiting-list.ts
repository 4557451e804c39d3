import { WaitingListParamsSchema, WaitingListPlaceSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { blockedReasonOf } from '../../../lib/subscription-blocked-reason';
import { minorVolunteerAuthorisationPending, volunteerNotValidated } from '../../../lib/participation-errors';
import { errors, requireVolunteer, waitingPlaceResource } from './waiting-list-shared';

export const postWaitingList: ContractRoutes = async (app) => {
  app.post(
    '/interventions/:id/waiting-list',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['waiting lists'],
        summary:
          'La persona voluntaria se apunta a la lista de espera de una intervención llena y recibe su puesto. 409 volunteer-not-validated, minor-volunteer-authorisation-pending, intervention-not-ready-yet, intervention-completed-cannot-add-volunteers, already-subscribed-to-intervention, already-on-waiting-list, intervention-has-free-places; 404 si la actividad no es visible',
        security: [{ bearerAuth: [] }],
        params: WaitingListParamsSchema,
        response: { 201: WaitingListPlaceSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = request.currentUser!;
      const blocked = blockedReasonOf(user);
      if (blocked === 'volunteer-not-validated') throw volunteerNotValidated();
      if (blocked === 'minor-volunteer-authorisation-pending') throw minorVolunteerAuthorisationPending();
      const interventionId = request.params.id;
      const place = await app.waitingListRepository.join(request, interventionId, user.id);
      return reply
        .code(201)
        .send({ ...waitingPlaceResource(interventionId, place), message: 'waiting-list-joined' });
    },
  );
};
