import { ParticipantListSchema, ParticipantsParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { interventionNotFound } from '../../../lib/participation-errors';
import { errors, toParticipantResource } from './participant-shared';

export const getParticipants: ContractRoutes = async (app) => {
  app.get(
    '/interventions/:id/participants',
    {
      preHandler: app.requirePermission('participant:list'),
      schema: {
        tags: ['participants'],
        summary:
          'Participantes de una intervención (voluntarios, técnicos y beneficiarios), con su estado (confirmed, o pending mientras falta el consentimiento del tutor)',
        security: [{ bearerAuth: [] }],
        params: ParticipantsParamsSchema,
        response: { 200: ParticipantListSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await app.participantsRepository.findIntervention(request, id))) throw interventionNotFound();
      const members = (await app.participantsRepository.list(request, id)).map(toParticipantResource);
      return {
        '@context': '/api/contexts/Participant',
        '@id': `/api/interventions/${id}/participants`,
        '@type': 'Collection',
        totalItems: members.length,
        member: members,
      };
    },
  );
};
