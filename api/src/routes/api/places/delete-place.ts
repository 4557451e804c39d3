import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { idParamsSchema, placeIri, placeNotFound } from './place-shared';

export const deletePlace: FastifyPluginAsync = async (app) => {
  app.delete<{ Params: { id: string } }>(
    '/places/:id',
    {
      preHandler: app.requirePermission('place:delete'),
      schema: {
        tags: ['places'],
        summary: 'Elimina un lugar y su horario',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
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
