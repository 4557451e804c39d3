import { type IdParams, StaffMemberParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { unprocessable } from '../../../lib/http-error';
import { idFromIri } from '../../../lib/iri';
import { errors } from '../../../lib/schemas';
import { staffNotFound } from './staff-shared';

type TransferBody = { coordinator?: unknown };

const transferFailed = () =>
  unprocessable([{ propertyPath: 'coordinator', message: 'coordinator-transfer-activities-failed' }]);

/**
 * `POST /api/coordinators/{id}/transfer` `{ "coordinator": IRI }`: every activity of the coordinator passes to
 * another coordinator of the tenant, so that the first can then be deleted without losing any.
 */
export const postCoordinatorTransfer: ContractRoutes = async (app) => {
  // The params are the contract's (the id a number); the body is the transfer's own.
  app.post<{ Params: IdParams; Body: TransferBody }>(
    '/coordinators/:id/transfer',
    {
      preHandler: app.requirePermission('coordinator:transfer'),
      schema: {
        tags: ['coordinators'],
        summary:
          'Transfiere todas las actividades del coordinador a otro coordinador de la organización (body {"coordinator": IRI}; 422 coordinator-transfer-activities-failed si es el mismo o no es un coordinador)',
        security: [{ bearerAuth: [] }],
        params: StaffMemberParamsSchema,
        body: {
          type: 'object',
          properties: { coordinator: { type: ['string', 'integer', 'null'], maxLength: 256 } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              message: { type: 'string' },
              transferred: { type: 'integer' },
            },
          },
          ...errors(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await app.staffRepository.find(request, 'coordinator', id))) throw staffNotFound('coordinator');
      const targetId = idFromIri(request.body?.coordinator, 'coordinators');
      if (targetId === undefined || targetId === id) throw transferFailed();
      if (!(await app.staffRepository.find(request, 'coordinator', targetId))) throw transferFailed();
      const transferred = await app.activitiesRepository.transferCoordinator(request, id, targetId);
      return { success: true, message: 'coordinator-activities-transferred', transferred };
    },
  );
};
