import { InterventionParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { interventionIri, interventionNotFound } from './intervention-shared';

export const deleteIntervention: ContractRoutes = async (app) => {
  app.delete(
    '/interventions/:id',
    {
      preHandler: app.requirePermission('intervention:delete'),
      schema: {
        tags: ['interventions'],
        summary:
          'Elimina una intervención sin participantes (409 intervention-has-participants; 409 activity-not-editable si la actividad está finalizada o cancelada)',
        security: [{ bearerAuth: [] }],
        params: InterventionParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const intervention = await app.interventionsRepository.find(request, id);
      if (!intervention || !(await app.interventionsRepository.remove(request, id))) {
        throw interventionNotFound();
      }
      await app.securityLogRepository.record(request, {
        type: 'intervention-deleted',
        subject: { iri: interventionIri(id) },
        // The session's own name when it has one, its activity's otherwise, and its day.
        details: { name: intervention.name ?? intervention.activity_name, date: intervention.date },
      });
      return reply.code(204).send();
    },
  );
};
