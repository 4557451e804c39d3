import {
  type VolunteerBody,
  VolunteerBodySchema,
  VolunteerParamsSchema,
  VolunteerSchema,
} from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mergePatch } from '../../../lib/merge-patch';
import { errors } from '../../../lib/schemas';
import { ifMatchHeadersSchema, versionToClaim, withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  toVolunteerPayload,
  toVolunteerResource,
  validVolunteerValues,
  volunteerIri,
  volunteerNotFound,
} from './volunteer-shared';

export const patchVolunteer: ContractRoutes = async (app) => {
  app.patch(
    '/volunteers/:id',
    {
      preHandler: app.requirePermission('volunteer:update'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Modifica un voluntario (merge-patch; null borra un valor); las reglas son las del alta, sobre el resultado',
        security: [{ bearerAuth: [] }],
        params: VolunteerParamsSchema,
        headers: ifMatchHeadersSchema,
        body: VolunteerBodySchema,
        response: {
          200: withEtagHeader(VolunteerSchema),
          ...errors(400, 401, 403, 404, 412, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const current = await app.volunteersRepository.find(request, id);
      if (!current) throw volunteerNotFound();
      const version = await versionToClaim(request, current.version, () => toVolunteerResource(current));
      // The result of the patch must be a valid volunteer: a required field cannot be patched away.
      const merged = mergePatch(toVolunteerPayload(current), request.body ?? {}) as VolunteerBody;
      const values = await validVolunteerValues(app, request, merged, id);
      const updated = await app.volunteersRepository.update(request, id, values, version);
      if (!updated) throw volunteerNotFound();
      // Marking a volunteer inactive, or active again, changes what they may do in the volunteer area.
      if ((current.status === 'inactive') !== values.inactive) {
        await app.securityLogRepository.record(request, {
          type: 'access-changed',
          subject: { userId: id, iri: volunteerIri(id) },
          details: { change: values.inactive ? 'deactivated' : 'reactivated' },
        });
      }
      return withEntityTag(reply, updated.version, toVolunteerResource(updated));
    },
  );
};
