import { type IdParams, VolunteerParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { deletionBodySchema, deletionQuerySchema, validDeletionReason } from '../../../lib/deletion-reason';
import { errors } from '../../../lib/schemas';
import { volunteerIri, volunteerNotFound } from './volunteer-shared';

export const deleteVolunteer: ContractRoutes = async (app) => {
  // The params are the contract's (the id a number); the reason is the shared deletion's.
  app.delete<{
    Params: IdParams;
    Body: { reason?: string } | undefined;
    Querystring: { reason?: string };
  }>(
    '/volunteers/:id',
    {
      preHandler: app.requirePermission('volunteer:delete'),
      schema: {
        tags: ['volunteers'],
        summary:
          'Elimina un voluntario con un motivo (body {"reason"} o ?reason=): sale de las listas, se anonimizan sus datos y queda registrado quién, cuándo y por qué',
        security: [{ bearerAuth: [] }],
        params: VolunteerParamsSchema,
        querystring: deletionQuerySchema,
        body: deletionBodySchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // An unknown volunteer is 404 whatever the body says.
      if (!(await app.volunteersRepository.find(request, id))) throw volunteerNotFound();
      const reason = await validDeletionReason(request.body, request.query);
      const removed = await app.volunteersRepository.remove(request, id, reason, request.currentUser!.id);
      if (!removed) throw volunteerNotFound();
      await app.securityLogRepository.record(request, {
        type: 'person-deleted',
        subject: { userId: id, iri: volunteerIri(id) },
        details: { reason },
      });
      return reply.code(204).send();
    },
  );
};
