import { UserMfaParamsSchema, UserTwoStepVerificationSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { mfaRequiredFor } from '../../../lib/sign-in';
import { tenantOf } from '../../../plugins/tenancy';
import { accountOf } from './user-mfa-shared';

/** Whether a person has two-step verification on (administrators, to offer turning it off). */
export const getUserMfa: ContractRoutes = async (app) => {
  app.get(
    '/users/:id/mfa',
    {
      preHandler: app.requirePermission('mfa:reset'),
      schema: {
        tags: ['staff'],
        summary: 'Administración: si una persona tiene activada la verificación en dos pasos',
        security: [{ bearerAuth: [] }],
        params: UserMfaParamsSchema,
        response: { 200: UserTwoStepVerificationSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await accountOf(request, app.usersRepository.findById, request.params.id);
      const credential = await app.mfaRepository.find(request, user.id);
      return {
        '@id': `/api/users/${user.id}/mfa`,
        '@type': 'TwoStepVerification',
        enabled: Boolean(credential?.confirmed_at),
        required: mfaRequiredFor(user, tenantOf(request)),
      };
    },
  );
};
