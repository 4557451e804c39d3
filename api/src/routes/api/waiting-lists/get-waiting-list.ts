import { WaitingListParamsSchema, WaitingListSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { interventionNotFound } from '../../../lib/participation-errors';
import { errors, waitingListEntryResource, waitingListIri } from './waiting-list-shared';

export const getWaitingList: ContractRoutes = async (app) => {
  app.get(
    '/interventions/:id/waiting-list',
    {
      preHandler: app.requirePermission('participant:list'),
      schema: {
        tags: ['waiting lists'],
        summary:
          'La lista de espera de una intervención, en orden (quien tiene una plaza ofrecida, con su caducidad)',
        security: [{ bearerAuth: [] }],
        params: WaitingListParamsSchema,
        response: { 200: WaitingListSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
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
