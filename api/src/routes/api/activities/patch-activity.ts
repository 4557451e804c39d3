import {
  type ActivityBody,
  ActivityBodySchema,
  ActivityParamsSchema,
  ActivitySchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mergePatch } from '../../../lib/merge-patch';
import { mailActivityCancelled } from '../../../lib/programme-mail';
import { errors } from '../../../lib/schemas';
import { ifMatchHeadersSchema, versionToClaim, withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  activityNotFound,
  toActivityPayload,
  toActivityResource,
  validActivityValues,
  validStatus,
} from './activity-shared';

export const patchActivity: ContractRoutes = async (app) => {
  app.patch(
    '/activities/:id',
    {
      preHandler: app.requirePermission('activity:update'),
      schema: {
        tags: ['activities'],
        summary:
          'Modifica una actividad (merge-patch) o cambia su estado (status) según ACTIVITY_TRANSITIONS (409 activity-status-transition-not-allowed); una finalizada o cancelada solo cambia de estado (409 activity-not-editable); 422 intervention-date-range-error si sus intervenciones quedan fuera de las fechas',
        security: [{ bearerAuth: [] }],
        params: ActivityParamsSchema,
        headers: ifMatchHeadersSchema,
        body: ActivityBodySchema,
        response: {
          200: withEtagHeader(ActivitySchema),
          ...errors(400, 401, 403, 404, 409, 412, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const current = await app.activitiesRepository.find(request, id);
      if (!current) throw activityNotFound();
      const version = await versionToClaim(request, current.version, () => toActivityResource(current));
      const merged = mergePatch(toActivityPayload(current), request.body ?? {}) as ActivityBody;
      const status = validStatus(merged.status);
      const values = await validActivityValues(merged);
      const updated = await app.activitiesRepository.update(request, id, values, status, version);
      if (!updated) throw activityNotFound();
      if (current.status !== 'cancelled' && updated.status === 'cancelled') {
        mailActivityCancelled(app, request, id);
      }
      return withEntityTag(reply, updated.version, toActivityResource(updated));
    },
  );
};
