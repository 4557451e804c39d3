import type { FastifyPluginAsync } from 'fastify';
import { mergePatch } from '../../../lib/merge-patch';
import { errors } from '../../../lib/schemas';
import { ifMatchHeadersSchema, versionToClaim, withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import {
  idParamsSchema,
  type PlaceBody,
  placeBodySchema,
  placeNotFound,
  placeSchemaJson,
  toPlacePayload,
  toPlaceResource,
  validPlaceValues,
} from './place-shared';

export const patchPlace: FastifyPluginAsync = async (app) => {
  app.patch<{ Params: { id: string }; Body: PlaceBody }>(
    '/places/:id',
    {
      preHandler: app.requirePermission('place:update'),
      schema: {
        tags: ['places'],
        summary:
          'Modifica un lugar (merge-patch; null borra un valor; schedules sustituye el horario entero); las reglas son las del alta, sobre el resultado',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: placeBodySchema,
        response: { 200: withEtagHeader(placeSchemaJson), ...errors(400, 401, 403, 404, 412, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
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
