import { ActivityDuplicateBodySchema, ActivityParamsSchema, ActivitySchema } from '@enlace/shared/contracts';
import { duplicateActivitySchema, validateWith } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { unprocessable, type Violation } from '../../../lib/http-error';
import { textOf } from '../../../lib/person-payload';
import { dateOnly } from '../../../lib/person-values';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { activityIri, activityNotFound, toActivityResource } from './activity-shared';

export const postActivityDuplicate: ContractRoutes = async (app) => {
  app.post(
    '/activities/:id/duplicate',
    {
      preHandler: app.requirePermission('activity:create'),
      schema: {
        tags: ['activities'],
        summary:
          'Duplica una actividad como borrador con sus entidades e intervenciones, movidas tantos días como la nueva fecha de inicio (422 intervention-date-range-error si alguna queda fuera del nuevo rango; 409 activity-exceeds-limit)',
        security: [{ bearerAuth: [] }],
        params: ActivityParamsSchema,
        body: ActivityDuplicateBodySchema,
        response: {
          201: withEtagHeader(ActivitySchema),
          ...errors(400, 401, 403, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await app.activitiesRepository.find(request, id))) throw activityNotFound();
      const body = request.body ?? {};
      const violations = (await validateWith(duplicateActivitySchema, body)) as Violation[];
      if (violations.length) throw unprocessable(violations);
      const name = textOf(body.name);
      const copy = await app.activitiesRepository.duplicate(request, id, {
        name: name === null ? null : name.replace(/\s+/g, ' '),
        date_start: dateOnly(textOf(body.dateStart)) as string,
        date_end: dateOnly(textOf(body.dateEnd)) as string,
      });
      if (!copy) throw activityNotFound();
      return reply
        .code(201)
        .header('location', activityIri(copy.id))
        .send(withEntityTag(reply, copy.version, toActivityResource(copy)));
    },
  );
};
