import { ActivityParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { activityIri, activityNotFound } from './activity-shared';

export const deleteActivity: ContractRoutes = async (app) => {
  app.delete(
    '/activities/:id',
    {
      preHandler: app.requirePermission('activity:delete'),
      schema: {
        tags: ['activities'],
        summary:
          'Elimina una actividad en borrador o cancelada sin participantes, con sus intervenciones (409 activity-cannot-be-deleted en otro caso)',
        security: [{ bearerAuth: [] }],
        params: ActivityParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const activity = await app.activitiesRepository.find(request, id);
      if (!activity || !(await app.activitiesRepository.remove(request, id))) throw activityNotFound();
      await app.securityLogRepository.record(request, {
        type: 'activity-deleted',
        subject: { iri: activityIri(id) },
        details: { name: activity.name },
      });
      return reply.code(204).send();
    },
  );
};
