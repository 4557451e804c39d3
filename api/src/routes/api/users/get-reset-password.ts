import type { FastifyPluginAsync } from 'fastify';
import { errors, successSchema } from '../../../lib/schemas';
import { codeParamsSchema } from './activation-shared';
import { passwordRequestExpired } from './patch-reset-password';

/**
 * Whether a reset link still works, asked when its page opens, so that a used or expired link says so at once
 * instead of after the new password is typed. The link stays as it is: only choosing the password uses it.
 */
export const getResetPassword: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>(
    '/users/reset-password/:code',
    {
      config: { rateLimit: { max: app.config.rateLimits.resetPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['account'],
        summary:
          'Comprueba sin usarlo que el código del enlace para restablecer la contraseña sigue valiendo; 400 password-request-expired si ha caducado, ya se ha usado o no existe',
        params: codeParamsSchema,
        response: { 200: successSchema, ...errors(400, 429) },
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
