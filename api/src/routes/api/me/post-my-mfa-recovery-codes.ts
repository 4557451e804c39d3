import { RecoveryCodesSchema, SecondFactorBodySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mfaNotEnabled, requireSecondFactor } from '../../../lib/mfa-enrolment';
import { newRecoveryCodes } from '../../../lib/mfa';
import { errors } from '../../../lib/schemas';

/** New recovery codes (the earlier ones stop working), with a code of the app or a recovery code. */
export const postMyMfaRecoveryCodes: ContractRoutes = async (app) => {
  app.post(
    '/me/mfa/recovery-codes',
    {
      preHandler: app.requirePermission('me:update'),
      schema: {
        tags: ['own profile'],
        summary:
          'Genera códigos de recuperación nuevos (los anteriores dejan de valer) con un código de la aplicación o de recuperación. 409 mfa-not-enabled; 422 mfa-code-not-valid',
        security: [{ bearerAuth: [] }],
        body: SecondFactorBodySchema,
        response: { 200: RecoveryCodesSchema, ...errors(400, 401, 409, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const user = request.currentUser!;
      if (!(await app.mfaRepository.find(request, user.id))?.confirmed_at) throw mfaNotEnabled();
      await requireSecondFactor(app, request, user, request.body ?? {});
      const recoveryCodes = newRecoveryCodes();
      await app.mfaRepository.replaceRecoveryCodes(request, user.id, recoveryCodes);
      return { recoveryCodes };
    },
  );
};
