import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { idParamsSchema, placeNotFound } from './place-shared';

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
      const removed = await app.placesRepository.remove(request, Number(request.params.id));
      if (!removed) throw placeNotFound();
      return reply.code(204).send();
    },
  );
};
