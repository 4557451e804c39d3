import type { FastifyPluginAsync } from 'fastify';
import { errors, tokenResponseSchema } from '../../../lib/schemas';
import { tokenExpired, tokenInvalid } from '../../../plugins/auth';

export const postTokenRefresh: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { refresh_token: string } }>(
    '/token/refresh',
    {
      schema: {
        tags: ['session'],
        summary: 'Cambia un refresh token (de un solo uso) por un token nuevo y otro refresh token',
        body: {
          type: 'object',
          required: ['refresh_token'],
          properties: { refresh_token: { type: 'string', minLength: 1, maxLength: 512 } },
        },
        response: { 200: tokenResponseSchema, ...errors(400, 401, 413, 415, 422) },
      },
    },
    async (request) => {
      const result = await app.refreshTokensRepository.consume(request, request.body.refresh_token);
      if (result.status === 'expired') throw tokenExpired();
      if (result.status !== 'ok') throw tokenInvalid();
      const user = await app.usersRepository.findActiveById(request, result.token.user_id);
      if (!user) throw tokenInvalid();
      const refresh = await app.refreshTokensRepository.issue(request, user.id, {
        id: result.token.family_id,
        expiresAt: result.token.expires_at,
      });
      return {
        token: app.signAccessToken(user),
        refresh_token: refresh.token,
        refresh_token_expiration: Math.floor(refresh.expiresAt.getTime() / 1000),
      };
    },
  );
};
