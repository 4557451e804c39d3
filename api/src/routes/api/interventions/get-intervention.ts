import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  idParamsSchema,
  interventionNotFound,
  interventionSchemaJson,
  toInterventionResource,
} from './intervention-shared';

export const getIntervention: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/interventions/:id',
    {
      preHandler: app.requirePermission('intervention:read'),
      schema: {
        tags: ['interventions'],
        summary:
          'Una intervención, con su actividad, su lugar, sus recuentos de participantes y si está completada',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: withEtagHeader(interventionSchemaJson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const intervention = await app.interventionsRepository.find(request, Number(request.params.id));
      if (!intervention) throw interventionNotFound();
      return withEntityTag(reply, intervention.version, {
        '@context': '/api/contexts/Intervention',
        ...toInterventionResource(intervention),
      });
    },
  );
};
