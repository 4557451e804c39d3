import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { activityNotFound, activitySchemaJson, idParamsSchema, toActivityResource } from './activity-shared';

export const getActivity: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/activities/:id',
    {
      preHandler: app.requirePermission('activity:read'),
      schema: {
        tags: ['activities'],
        summary: 'Una actividad, con sus entidades y los estados a los que puede pasar (allowedTransitions)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: activitySchemaJson, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const activity = await app.activitiesRepository.find(request, Number(request.params.id));
      if (!activity) throw activityNotFound();
      return toActivityResource(activity);
    },
  );
};
