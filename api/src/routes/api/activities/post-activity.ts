import { ActivityBodySchema, ActivitySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { activityIri, toActivityResource, validActivityValues } from './activity-shared';

export const postActivity: ContractRoutes = async (app) => {
  app.post(
    '/activities',
    {
      preHandler: app.requirePermission('activity:create'),
      schema: {
        tags: ['activities'],
        summary:
          'Da de alta una actividad en borrador (422 coordinator-required, partner-required, date-start-after-date-end; coordinador, entidades y proyecto de la organización; 409 activity-exceeds-limit si supera el plan)',
        security: [{ bearerAuth: [] }],
        body: ActivityBodySchema,
        response: {
          201: withEtagHeader(ActivitySchema),
          ...errors(400, 401, 403, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const values = await validActivityValues(request.body ?? {});
      const activity = await app.activitiesRepository.create(request, values);
      return reply
        .code(201)
        .header('location', activityIri(activity.id))
        .send(withEntityTag(reply, activity.version, toActivityResource(activity)));
    },
  );
};
