import { InterventionParamsSchema, InterventionSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { interventionNotFound, toInterventionResource } from './intervention-shared';

export const getIntervention: ContractRoutes = async (app) => {
  app.get(
    '/interventions/:id',
    {
      preHandler: app.requirePermission('intervention:read'),
      schema: {
        tags: ['interventions'],
        summary:
          'Una intervención, con su actividad, su lugar, sus recuentos de participantes y si está completada',
        security: [{ bearerAuth: [] }],
        params: InterventionParamsSchema,
        response: { 200: withEtagHeader(InterventionSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const intervention = await app.interventionsRepository.find(request, request.params.id);
      if (!intervention) throw interventionNotFound();
      return withEntityTag(reply, intervention.version, {
        '@context': '/api/contexts/Intervention',
        ...toInterventionResource(intervention),
      });
    },
  );
};
