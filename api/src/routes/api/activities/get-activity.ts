import { ActivityParamsSchema, ActivitySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { activityNotFound, toActivityResource } from './activity-shared';

export const getActivity: ContractRoutes = async (app) => {
  app.get(
    '/activities/:id',
    {
      preHandler: app.requirePermission('activity:read'),
      schema: {
        tags: ['activities'],
        summary: 'Una actividad, con sus entidades y los estados a los que puede pasar (allowedTransitions)',
        security: [{ bearerAuth: [] }],
        params: ActivityParamsSchema,
        response: { 200: withEtagHeader(ActivitySchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const activity = await app.activitiesRepository.find(request, request.params.id);
      if (!activity) throw activityNotFound();
      return withEntityTag(reply, activity.version, toActivityResource(activity));
    },
  );
};
