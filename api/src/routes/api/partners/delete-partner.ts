import { PartnerParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { partnerIri, partnerNotFound } from './partner-shared';

export const deletePartner: ContractRoutes = async (app) => {
  app.delete(
    '/partners/:id',
    {
      preHandler: app.requirePermission('partner:delete'),
      schema: {
        tags: ['partners'],
        summary:
          'Elimina una entidad colaboradora; 409 partner-has-contact-persons mientras tenga personas de contacto',
        security: [{ bearerAuth: [] }],
        params: PartnerParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const partner = await app.partnersRepository.find(request, id);
      if (!partner || !(await app.partnersRepository.remove(request, id))) throw partnerNotFound();
      await app.securityLogRepository.record(request, {
        type: 'partner-deleted',
        subject: { iri: partnerIri(id) },
        // An organisation's name says what went; a private person's name is not kept in the log.
        details: partner.legal_type === 'individual' ? {} : { name: partner.name },
      });
      return reply.code(204).send();
    },
  );
};
