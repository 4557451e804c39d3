import { SuccessSchema, UserCodeParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { passwordRequestExpired } from './patch-reset-password';

/**
 * Whether a reset link still works, asked when its page opens, so that a used or expired link says so at once
 * instead of after the new password is typed. The link stays as it is: only choosing the password uses it.
 */
export const getResetPassword: ContractRoutes = async (app) => {
  app.get(
    '/users/reset-password/:code',
    {
      config: { rateLimit: { max: app.config.rateLimits.resetPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['account'],
        summary:
          'Comprueba sin usarlo que el código del enlace para restablecer la contraseña sigue valiendo; 400 password-request-expired si ha caducado, ya se ha usado o no existe',
        params: UserCodeParamsSchema,
        response: { 200: SuccessSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      if (!(await app.passwordResetsRepository.isValid(request, request.params.code))) {
        throw passwordRequestExpired();
      }
      return { success: true };
    },
  );
};
