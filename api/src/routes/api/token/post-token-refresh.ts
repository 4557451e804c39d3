import type { FastifyPluginAsync } from 'fastify';
import { accessKeyOf } from '../../../lib/access-key';
import { errors, tokenResponseSchema } from '../../../lib/schemas';
import { tokenResponse } from '../../../lib/session-tokens';
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
      if (result.status === 'replayed' && result.session) {
        // A used refresh token came back: someone copied it. Its session has ended, and the log says so.
        await app.securityLogRepository.record(request, {
          type: 'session-revoked',
          actorId: null,
          subject: { userId: result.session.user_id },
          details: { reason: 'replayed-refresh-token' },
        });
      }
      if (result.status !== 'ok') throw tokenInvalid();
      const { token, session } = result;
      const user = await app.usersRepository.findActiveById(request, token.user_id, session.id);
      if (!user) throw tokenInvalid();
      // The session keeps the access it started with: once the person's access has changed, they sign in again.
      const accessKey = accessKeyOf(user);
      if (session.access_key === '') {
        await app.refreshTokensRepository.adoptAccessKey(request, session.id, accessKey);
      } else if (session.access_key !== accessKey) {
        await app.refreshTokensRepository.endSession(request, session.id, 'access-changed');
        await app.securityLogRepository.record(request, {
          type: 'session-revoked',
          actorId: null,
          subject: { userId: user.id },
          details: { reason: 'access-changed' },
        });
        throw tokenInvalid();
      }
      const refresh = await app.refreshTokensRepository.issue(request, user, {
        id: session.id,
        expiresAt: token.expires_at,
      });
      return tokenResponse(app, user, refresh);
    },
  );
};
