import { ParticipationStepAnswerSchema, WaitingListParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mailWaitingListOutcomes } from '../../../lib/waiting-list-mail';
import { errors, requireVolunteer } from './waiting-list-shared';

export const deleteWaitingList: ContractRoutes = async (app) => {
  app.delete(
    '/interventions/:id/waiting-list',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['waiting lists'],
        summary:
          'La persona voluntaria sale de la lista de espera; si tenía una plaza ofrecida, la rechaza y pasa a la siguiente persona de la lista. 404 not-on-waiting-list',
        security: [{ bearerAuth: [] }],
        params: WaitingListParamsSchema,
        response: { 200: ParticipationStepAnswerSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const outcomes = await app.waitingListRepository.leave(
        request,
        request.params.id,
        request.currentUser!.id,
      );
      mailWaitingListOutcomes(app, request, outcomes);
      return { success: true, message: 'waiting-list-left' };
    },
  );
};
