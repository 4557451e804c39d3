import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
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
        response: { 200: withEtagHeader(activitySchemaJson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const activity = await app.activitiesRepository.find(request, Number(request.params.id));
      if (!activity) throw activityNotFound();
      return withEntityTag(reply, activity.version, toActivityResource(activity));
    },
  );
};
