import { ContactPartnerParamsSchema, type IdParams } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { deletionBodySchema, deletionQuerySchema, validDeletionReason } from '../../../lib/deletion-reason';
import { errors } from '../../../lib/schemas';
import { contactPartnerIri, contactPartnerNotFound } from './contact-partner-shared';

export const deleteContactPartner: ContractRoutes = async (app) => {
  // The params are the contract's (the id a number); the reason is the shared deletion's.
  app.delete<{
    Params: IdParams;
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
        params: ContactPartnerParamsSchema,
        querystring: deletionQuerySchema,
        body: deletionBodySchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
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
