import {
  type InterventionBody,
  InterventionBodySchema,
  InterventionParamsSchema,
  InterventionSchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mergePatch } from '../../../lib/merge-patch';
import { isUpcoming, mailSessionChanged } from '../../../lib/programme-mail';
import { mailWaitingListOutcomes } from '../../../lib/waiting-list-mail';
import { errors } from '../../../lib/schemas';
import { ifMatchHeadersSchema, versionToClaim, withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  interventionNotFound,
  movesSession,
  toInterventionPayload,
  toInterventionResource,
  validInterventionValues,
} from './intervention-shared';

export const patchIntervention: ContractRoutes = async (app) => {
  app.patch(
    '/interventions/:id',
    {
      preHandler: app.requirePermission('intervention:update'),
      schema: {
        tags: ['interventions'],
        summary:
          'Modifica una intervención (merge-patch; la actividad no cambia): las reglas del alta sobre el resultado (aforo del lugar incluido), sin contar la propia intervención',
        security: [{ bearerAuth: [] }],
        params: InterventionParamsSchema,
        headers: ifMatchHeadersSchema,
        body: InterventionBodySchema,
        response: {
          200: withEtagHeader(InterventionSchema),
          ...errors(400, 401, 403, 404, 409, 412, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const current = await app.interventionsRepository.find(request, id);
      if (!current) throw interventionNotFound();
      const version = await versionToClaim(request, current.version, () => ({
        '@context': '/api/contexts/Intervention',
        ...toInterventionResource(current),
      }));
      const { activity: _activity, ...patch } = request.body ?? {};
      const merged = mergePatch(toInterventionPayload(current), patch) as InterventionBody;
      const values = await validInterventionValues(merged);
      // The session as its volunteers know it, read only when it moves (another day, time or place).
      const before = movesSession(current, values)
        ? await app.noticesRepository.session(request, id)
        : undefined;
      const updated = await app.interventionsRepository.update(request, id, values, version);
      if (!updated) throw interventionNotFound();
      mailWaitingListOutcomes(app, request, updated.waitingList);
      // A session already held whose record is corrected is no news to anyone.
      if (
        before &&
        (isUpcoming(before) || isUpcoming({ date: updated.date, scheduleStart: updated.schedule_start }))
      ) {
        mailSessionChanged(app, request, before);
      }
      return withEntityTag(reply, updated.version, {
        '@context': '/api/contexts/Intervention',
        ...toInterventionResource(updated),
      });
    },
  );
};
