import { resetPasswordSchema } from '@enlace/shared/domain';
import { NewPasswordBodySchema, SuccessSchema, UserCodeParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { HttpError } from '../../../lib/http-error';
import { hashPassword, newPasswordViolations } from '../../../lib/passwords';
import { errors } from '../../../lib/schemas';
import { validateBody } from '../../../lib/validation';
import { tenantOf } from '../../../plugins/tenancy';

export const passwordRequestExpired = () =>
  new HttpError(
    400,
    'password-request-expired',
    'El enlace para restablecer la contraseña ha caducado o ya se ha usado.',
  );

export const patchResetPassword: ContractRoutes = async (app) => {
  app.patch(
    '/users/reset-password/:code',
    {
      config: { rateLimit: { max: app.config.rateLimits.resetPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['account'],
        summary: 'Elige una contraseña nueva con el código del enlace (válido una hora, un solo uso)',
        params: UserCodeParamsSchema,
        body: NewPasswordBodySchema,
        response: { 200: SuccessSchema, ...errors(400, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const tenant = tenantOf(request);
      const extra = newPasswordViolations(body.password, {
        demoTenant: tenant.is_demo === 1,
        userInputs: [tenant.name],
      });
      await validateBody(resetPasswordSchema, body, extra);
      const userId = await app.passwordResetsRepository.consume(request, request.params.code);
      if (userId === undefined) throw passwordRequestExpired();
      await app.usersRepository.setPassword(request, userId, await hashPassword(body.password as string));
      // A new password ends every open session of the account.
      await app.refreshTokensRepository.endAllForUser(request, userId, 'password-reset');
      await app.securityLogRepository.record(request, {
        type: 'password-changed',
        actorId: userId,
        subject: { userId },
        details: { via: 'reset' },
      });
      return { success: true, message: 'password-reset' };
    },
  );
};
