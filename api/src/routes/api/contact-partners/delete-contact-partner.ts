import type { FastifyPluginAsync } from 'fastify';
import { deletionBodySchema, deletionQuerySchema, validDeletionReason } from '../../../lib/deletion-reason';
import { errors } from '../../../lib/schemas';
import { contactPartnerIri, contactPartnerNotFound, idParamsSchema } from './contact-partner-shared';

export const deleteContactPartner: FastifyPluginAsync = async (app) => {
  app.delete<{
    Params: { id: string };
    Body: { reason?: string } | undefined;
    Querystring: { reason?: string };
  }>(
    '/contact_partners/:id',
    {
      preHandler: app.requirePermission('contact-partner:delete'),
      schema: {
        tags: ['contact partners'],
        summary:
          'Elimina una persona de contacto con un motivo (body {"reason"} o ?reason=): sale de las listas, se anonimizan sus datos y queda registrado quién, cuándo y por qué',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: deletionQuerySchema,
        body: deletionBodySchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      // An unknown contact person is 404 whatever the body says.
      if (!(await app.contactPartnersRepository.find(request, id))) throw contactPartnerNotFound();
      const reason = await validDeletionReason(request.body, request.query);
      const removed = await app.contactPartnersRepository.remove(
        request,
        id,
        reason,
        request.currentUser!.id,
      );
      if (!removed) throw contactPartnerNotFound();
      await app.securityLogRepository.record(request, {
        type: 'person-deleted',
        subject: { userId: id, iri: contactPartnerIri(id) },
        details: { reason },
      });
      return reply.code(204).send();
    },
  );
};
