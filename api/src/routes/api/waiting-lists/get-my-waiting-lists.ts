import { OwnWaitingListsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors, ownWaitingListResource, requireVolunteer } from './waiting-list-shared';

export const getMyWaitingLists: ContractRoutes = async (app) => {
  app.get(
    '/me/waiting-lists',
    {
      preHandler: requireVolunteer(app),
      schema: {
        tags: ['waiting lists'],
        summary:
          'Las listas de espera de la persona voluntaria, de las sesiones aún por celebrar (la más cercana primero), con su puesto y, si se le ofrece la plaza, hasta cuándo',
        security: [{ bearerAuth: [] }],
        response: { 200: OwnWaitingListsSchema, ...errors(401, 403) },
      },
    },
    async (request) => {
      const members = (await app.waitingListRepository.own(request, request.currentUser!.id)).map(
        ownWaitingListResource,
      );
      return {
        '@context': '/api/contexts/WaitingListPlace',
        '@id': '/api/me/waiting-lists',
        '@type': 'Collection',
        totalItems: members.length,
        member: members,
      };
    },
  );
};
