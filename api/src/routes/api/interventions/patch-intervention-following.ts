import {
  type InterventionBody,
  InterventionBodySchema,
  InterventionFollowingSchema,
  InterventionParamsSchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { ifMatchHeadersSchema, versionToClaim } from '../../../lib/entity-tag';
import { addDays, daysBetween } from '../../../lib/intervention-rules';
import { mergePatch } from '../../../lib/merge-patch';
import { isUpcoming, mailSessionChanged } from '../../../lib/programme-mail';
import { errors } from '../../../lib/schemas';
import { mailWaitingListOutcomes } from '../../../lib/waiting-list-mail';
import {
  interventionNotFound,
  movesSession,
  toInterventionPayload,
  toInterventionResource,
  validInterventionValues,
} from './intervention-shared';

export const patchInterventionFollowing: ContractRoutes = async (app) => {
  app.patch(
    '/interventions/:id/following',
    {
      preHandler: app.requirePermission('intervention:update'),
      schema: {
        tags: ['interventions'],
        summary:
          'Modifica una sesión y las siguientes de su serie (merge-patch, la sesión sola si no es de una serie): el horario, el lugar, el formato, los recuentos, el nombre y las observaciones se aplican a cada una; si cambia el día de esta, las siguientes se mueven los mismos días. Todas o ninguna: cada una se vuelve a comprobar con las reglas de la modificación de una sesión, 422 con las de cada día en sessions[i].<campo> y el día en params.date. If-Match: el de esta sesión',
        security: [{ bearerAuth: [] }],
        params: InterventionParamsSchema,
        headers: ifMatchHeadersSchema,
        body: InterventionBodySchema,
        response: {
          200: InterventionFollowingSchema,
          ...errors(400, 401, 403, 404, 409, 412, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await app.interventionsRepository.find(request, id);
      if (!current) throw interventionNotFound();
      const version = await versionToClaim(request, current.version, () => ({
        '@context': '/api/contexts/Intervention',
        ...toInterventionResource(current),
      }));
      const { activity: _activity, ...patch } = request.body ?? {};
      // This session's own errors answer at its fields, as the single change does.
      const first = await validInterventionValues(
        mergePatch(toInterventionPayload(current), patch) as InterventionBody,
      );
      const shift = daysBetween(current.date, first.date);
      // The sessions as their volunteers know them, to tell those of a session that moves.
      const known = await app.interventionSeriesRepository.following(request, id);
      const before = new Map(
        await Promise.all(
          (known ?? []).map(
            async (row) => [row.id, await app.noticesRepository.session(request, row.id)] as const,
          ),
        ),
      );
      const changes = await app.interventionSeriesRepository.updateFollowing(
        request,
        id,
        (row, head) =>
          validInterventionValues(
            mergePatch(toInterventionPayload(row), {
              ...patch,
              date: row.id === head.id ? first.date : addDays(row.date, shift),
            }) as InterventionBody,
          ),
        version,
      );
      if (!changes) throw interventionNotFound();
      for (const { before: was, after, waitingList } of changes) {
        mailWaitingListOutcomes(app, request, waitingList);
        const notice = before.get(was.id);
        if (
          notice &&
          movesSession(was, after) &&
          (isUpcoming(notice) || isUpcoming({ date: after.date, scheduleStart: after.schedule_start }))
        ) {
          mailSessionChanged(app, request, notice);
        }
      }
      return {
        '@context': '/api/contexts/Intervention',
        '@type': 'Collection',
        totalItems: changes.length,
        member: changes.map(({ after }) => toInterventionResource(after)),
      };
    },
  );
};
