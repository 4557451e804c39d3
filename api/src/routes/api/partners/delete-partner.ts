import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { idParamsSchema, partnerNotFound } from './partner-shared';

export const deletePartner: FastifyPluginAsync = async (app) => {
  app.delete<{ Params: { id: string } }>(
    '/partners/:id',
    {
      preHandler: app.requirePermission('partner:delete'),
      schema: {
        tags: ['partners'],
        summary:
          'Elimina una entidad colaboradora; 409 partner-has-contact-persons mientras tenga personas de contacto',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const removed = await app.partnersRepository.remove(request, Number(request.params.id));
      if (!removed) throw partnerNotFound();
      return reply.code(204).send();
    },
  );
};
