import { PlaceParamsSchema, PlaceSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { placeNotFound, toPlaceResource } from './place-shared';

export const getPlace: ContractRoutes = async (app) => {
  app.get(
    '/places/:id',
    {
      preHandler: app.requirePermission('place:read'),
      schema: {
        tags: ['places'],
        summary: 'Un lugar con su horario semanal de disponibilidad',
        security: [{ bearerAuth: [] }],
        params: PlaceParamsSchema,
        response: { 200: withEtagHeader(PlaceSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const place = await app.placesRepository.find(request, request.params.id);
      if (!place) throw placeNotFound();
      return withEntityTag(reply, place.version, await toPlaceResource(app, place));
    },
  );
};
