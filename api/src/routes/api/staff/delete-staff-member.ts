import { type IdParams, StaffMemberParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { deletionBodySchema, deletionQuerySchema, validDeletionReason } from '../../../lib/deletion-reason';
import { errors } from '../../../lib/schemas';
import type { StaffKind } from '../../../plugins/repositories/staff-repository';
import { cannotDeleteOwnAccount, STAFF_KINDS, staffIri, staffNotFound } from './staff-shared';

/** `DELETE /api/employees/{id}` or `DELETE /api/coordinators/{id}` with a deletion reason. */
export const deleteStaffMember =
  (kind: StaffKind): ContractRoutes =>
  async (app) => {
    const { path, tag, permission, label } = STAFF_KINDS[kind];
    // The params are the contract's (the id a number); the reason is the shared deletion's.
    app.delete<{
      Params: IdParams;
      Body: { reason?: string } | undefined;
      Querystring: { reason?: string };
    }>(
      `/${path}/:id`,
      {
        preHandler: app.requirePermission(permission.delete),
        schema: {
          tags: [tag],
          summary: `Elimina un ${label.one} con un motivo (body {"reason"} o ?reason=): sale de las listas, se anonimizan sus datos y queda registrado quién, cuándo y por qué (409 cannot-delete-own-account; 409 coordinator-has-assigned-activities mientras tenga actividades: POST /api/coordinators/{id}/transfer)`,
          security: [{ bearerAuth: [] }],
          params: StaffMemberParamsSchema,
          querystring: deletionQuerySchema,
          body: deletionBodySchema,
          response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        // An unknown staff member is 404 whatever the body says.
        if (!(await app.staffRepository.find(request, kind, id))) throw staffNotFound(kind);
        const reason = await validDeletionReason(request.body, request.query);
        const staffId = request.currentUser!.id;
        if (id === staffId) throw cannotDeleteOwnAccount();
        if (!(await app.staffRepository.remove(request, kind, id, reason, staffId)))
          throw staffNotFound(kind);
        await app.securityLogRepository.record(request, {
          type: 'person-deleted',
          subject: { userId: id, iri: staffIri(kind, id) },
          details: { reason },
        });
        return reply.code(204).send();
      },
    );
  };
