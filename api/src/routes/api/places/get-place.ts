import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { idParamsSchema, placeNotFound, placeSchemaJson, toPlaceResource } from './place-shared';

export const getPlace: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/places/:id',
    {
      preHandler: app.requirePermission('place:read'),
      schema: {
        tags: ['places'],
        summary: 'Un lugar con su horario semanal de disponibilidad',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: withEtagHeader(placeSchemaJson), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const place = await app.placesRepository.find(request, Number(request.params.id));
      if (!place) throw placeNotFound();
      return withEntityTag(reply, place.version, await toPlaceResource(app, place));
    },
  );
};
