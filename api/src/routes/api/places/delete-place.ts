import { PlaceParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { placeIri, placeNotFound } from './place-shared';

export const deletePlace: ContractRoutes = async (app) => {
  app.delete(
    '/places/:id',
    {
      preHandler: app.requirePermission('place:delete'),
      schema: {
        tags: ['places'],
        summary: 'Elimina un lugar y su horario',
        security: [{ bearerAuth: [] }],
        params: PlaceParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const place = await app.placesRepository.find(request, id);
      if (!place || !(await app.placesRepository.remove(request, id))) throw placeNotFound();
      await app.securityLogRepository.record(request, {
        type: 'place-deleted',
        subject: { iri: placeIri(id) },
        details: { name: place.name },
      });
      return reply.code(204).send();
    },
  );
};
