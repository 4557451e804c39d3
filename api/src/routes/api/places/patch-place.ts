import { type PlaceBody, PlaceBodySchema, PlaceParamsSchema, PlaceSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mergePatch } from '../../../lib/merge-patch';
import { errors } from '../../../lib/schemas';
import { ifMatchHeadersSchema, versionToClaim, withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { placeNotFound, toPlacePayload, toPlaceResource, validPlaceValues } from './place-shared';

export const patchPlace: ContractRoutes = async (app) => {
  app.patch(
    '/places/:id',
    {
      preHandler: app.requirePermission('place:update'),
      schema: {
        tags: ['places'],
        summary:
          'Modifica un lugar (merge-patch; null borra un valor; schedules sustituye el horario entero); las reglas son las del alta, sobre el resultado',
        security: [{ bearerAuth: [] }],
        params: PlaceParamsSchema,
        headers: ifMatchHeadersSchema,
        body: PlaceBodySchema,
        response: { 200: withEtagHeader(PlaceSchema), ...errors(400, 401, 403, 404, 412, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const current = await app.placesRepository.find(request, id);
      if (!current) throw placeNotFound();
      const version = await versionToClaim(request, current.version, () => toPlaceResource(app, current));
      // The result of the patch must be a valid place: a required field cannot be patched away.
      const merged = mergePatch(toPlacePayload(current), request.body ?? {}) as PlaceBody;
      const { values, schedules } = await validPlaceValues(app, merged);
      const updated = await app.placesRepository.update(request, id, values, schedules, version);
      if (!updated) throw placeNotFound();
      return withEntityTag(reply, updated.version, await toPlaceResource(app, updated));
    },
  );
};
