import type { FastifyPluginAsync } from 'fastify';
import { mfaNotEnabled, requireSecondFactor, secondFactorBodySchema } from '../../../lib/mfa-enrolment';
import { newRecoveryCodes } from '../../../lib/mfa';
import { errors } from '../../../lib/schemas';
import { recoveryCodesSchema } from './my-mfa-shared';

/** New recovery codes (the earlier ones stop working), with a code of the app or a recovery code. */
export const postMyMfaRecoveryCodes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { code?: string; recoveryCode?: string } }>(
    '/me/mfa/recovery-codes',
    {
      preHandler: app.requirePermission('me:update'),
      schema: {
        tags: ['own profile'],
        summary:
          'Genera códigos de recuperación nuevos (los anteriores dejan de valer) con un código de la aplicación o de recuperación. 409 mfa-not-enabled; 422 mfa-code-not-valid',
        security: [{ bearerAuth: [] }],
        body: secondFactorBodySchema,
        response: { 200: recoveryCodesSchema, ...errors(400, 401, 409, 413, 415, 422, 429) },
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
