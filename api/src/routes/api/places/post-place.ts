import { PlaceBodySchema, PlaceSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { withEntityTag, withEtagHeader } from '../../../lib/entity-tag';
import { placeIri, toPlaceResource, validPlaceValues } from './place-shared';

export const postPlace: ContractRoutes = async (app) => {
  app.post(
    '/places',
    {
      preHandler: app.requirePermission('place:create'),
      schema: {
        tags: ['places'],
        summary:
          'Da de alta un lugar con su horario semanal (schedules: [{weekday, start, end}], horas HH:MM; cada tramo empieza antes de acabar y no se solapa con otro del mismo día)',
        security: [{ bearerAuth: [] }],
        body: PlaceBodySchema,
        response: { 201: withEtagHeader(PlaceSchema), ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { values, schedules } = await validPlaceValues(app, request.body ?? {});
      const place = await app.placesRepository.create(request, values, schedules);
      return reply
        .code(201)
        .header('location', placeIri(place.id))
        .send(withEntityTag(reply, place.version, await toPlaceResource(app, place)));
    },
  );
};
