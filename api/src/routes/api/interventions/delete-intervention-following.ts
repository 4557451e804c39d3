import { InterventionParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { interventionIri, interventionNotFound } from './intervention-shared';

export const deleteInterventionFollowing: ContractRoutes = async (app) => {
  app.delete(
    '/interventions/:id/following',
    {
      preHandler: app.requirePermission('intervention:delete'),
      schema: {
        tags: ['interventions'],
        summary:
          'Elimina una sesión y las siguientes de su serie (la sesión sola si no es de una serie), todas o ninguna, con las reglas de eliminar una: 409 intervention-has-participants si alguna tiene participantes; 409 activity-not-editable si la actividad está finalizada o cancelada',
        security: [{ bearerAuth: [] }],
        params: InterventionParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await app.interventionSeriesRepository.removeFollowing(request, id);
      if (!removed) throw interventionNotFound();
      for (const intervention of removed) {
        await app.securityLogRepository.record(request, {
          type: 'intervention-deleted',
          subject: { iri: interventionIri(intervention.id) },
          details: { name: intervention.name ?? intervention.activity_name, date: intervention.date },
        });
      }
      return reply.code(204).send();
    },
  );
};
