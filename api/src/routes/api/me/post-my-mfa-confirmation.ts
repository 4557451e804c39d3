import { MfaConfirmationBodySchema, RecoveryCodesSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mfaAlreadyEnabled, mfaNotEnabled, requireSecondFactor } from '../../../lib/mfa-enrolment';
import { newRecoveryCodes } from '../../../lib/mfa';
import { errors } from '../../../lib/schemas';

/** Turning two-step verification on, second step: the first code of the app; answers the recovery codes. */
export const postMyMfaConfirmation: ContractRoutes = async (app) => {
  app.post(
    '/me/mfa/confirmation',
    {
      preHandler: app.requirePermission('me:update'),
      schema: {
        tags: ['own profile'],
        summary:
          'Activa la verificación en dos pasos con el primer código de la aplicación y responde los códigos de recuperación (se muestran una sola vez). 422 mfa-code-not-valid; 409 mfa-not-enabled si no se ha empezado, mfa-already-enabled',
        security: [{ bearerAuth: [] }],
        body: MfaConfirmationBodySchema,
        response: { 200: RecoveryCodesSchema, ...errors(400, 401, 409, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const user = request.currentUser!;
      const credential = await app.mfaRepository.find(request, user.id);
      if (!credential) throw mfaNotEnabled();
      if (credential.confirmed_at) throw mfaAlreadyEnabled();
      await requireSecondFactor(app, request, user, { code: request.body?.code });
      const recoveryCodes = newRecoveryCodes();
      await app.mfaRepository.replaceRecoveryCodes(request, user.id, recoveryCodes);
      await app.securityLogRepository.record(request, { type: 'mfa-enabled', subject: { userId: user.id } });
      return { recoveryCodes };
    },
  );
};
