import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { idParamsSchema, interventionNotFound } from './intervention-shared';

export const deleteIntervention: FastifyPluginAsync = async (app) => {
  app.delete<{ Params: { id: string } }>(
    '/interventions/:id',
    {
      preHandler: app.requirePermission('intervention:delete'),
      schema: {
        tags: ['interventions'],
        summary:
          'Elimina una intervención sin participantes (409 intervention-has-participants; 409 activity-not-editable si la actividad está finalizada o cancelada)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const removed = await app.interventionsRepository.remove(request, Number(request.params.id));
      if (!removed) throw interventionNotFound();
      return reply.code(204).send();
    },
  );
};
