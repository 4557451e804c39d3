import type { FastifyPluginAsync } from 'fastify';
import { mailWaitingListOutcomes } from '../../../lib/waiting-list-mail';
import { errors, idParamsSchema, requireVolunteer, successSchema } from './waiting-list-shared';

export const deleteWaitingList: FastifyPluginAsync = async (app) => {
  app.delete<{ Params: { id: string } }>(
    '/interventions/:id/waiting-list',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['waiting lists'],
        summary:
          'La persona voluntaria sale de la lista de espera; si tenía una plaza ofrecida, la rechaza y pasa a la siguiente persona de la lista. 404 not-on-waiting-list',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: successSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const outcomes = await app.waitingListRepository.leave(
        request,
        Number(request.params.id),
        request.currentUser!.id,
      );
      mailWaitingListOutcomes(app, request, outcomes);
      return { success: true, message: 'waiting-list-left' };
    },
  );
};
