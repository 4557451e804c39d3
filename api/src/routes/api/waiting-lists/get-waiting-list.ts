import type { FastifyPluginAsync } from 'fastify';
import { interventionNotFound } from '../../../lib/participation-errors';
import {
  collectionOf,
  errors,
  idParamsSchema,
  waitingListEntryResource,
  waitingListEntrySchema,
  waitingListIri,
} from './waiting-list-shared';

export const getWaitingList: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/interventions/:id/waiting-list',
    {
      preHandler: app.requirePermission('participant:list'),
      schema: {
        tags: ['waiting lists'],
        summary:
          'La lista de espera de una intervención, en orden (quien tiene una plaza ofrecida, con su caducidad)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: collectionOf(waitingListEntrySchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (!(await app.participantsRepository.findIntervention(request, id))) throw interventionNotFound();
      const members = (await app.waitingListRepository.list(request, id)).map(waitingListEntryResource);
      return {
        '@context': '/api/contexts/WaitingListEntry',
        '@id': waitingListIri(id),
        '@type': 'Collection',
        totalItems: members.length,
        member: members,
      };
    },
  );
};
