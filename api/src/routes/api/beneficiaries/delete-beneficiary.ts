import { BeneficiaryParamsSchema, type IdParams } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { deletionBodySchema, deletionQuerySchema, validDeletionReason } from '../../../lib/deletion-reason';
import { errors } from '../../../lib/schemas';
import { beneficiaryIri, beneficiaryNotFound } from './beneficiary-shared';

export const deleteBeneficiary: ContractRoutes = async (app) => {
  // The params are the contract's (the id a number); the reason is the shared deletion's.
  app.delete<{
    Params: IdParams;
    Body: { reason?: string } | undefined;
    Querystring: { reason?: string };
  }>(
    '/beneficiaries/:id',
    {
      preHandler: app.requirePermission('beneficiary:delete'),
      schema: {
        tags: ['beneficiaries'],
        summary:
          'Elimina una persona beneficiaria con un motivo (body {"reason"} o ?reason=): sale de las listas, se anonimizan sus datos (también los de su tutor) y queda registrado quién, cuándo y por qué; las personas que tutelaba conservan su ficha',
        security: [{ bearerAuth: [] }],
        params: BeneficiaryParamsSchema,
        querystring: deletionQuerySchema,
        body: deletionBodySchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // An unknown beneficiary is 404 whatever the body says.
      if (!(await app.beneficiariesRepository.find(request, id))) throw beneficiaryNotFound();
      const reason = await validDeletionReason(request.body, request.query);
      const removed = await app.beneficiariesRepository.remove(request, id, reason, request.currentUser!.id);
      if (!removed) throw beneficiaryNotFound();
      await app.securityLogRepository.record(request, {
        type: 'person-deleted',
        subject: { iri: beneficiaryIri(id) },
        details: { reason },
      });
      return reply.code(204).send();
    },
  );
};
