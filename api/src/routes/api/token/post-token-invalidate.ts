import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import type { AccessTokenPayload } from '../../../plugins/auth';

/**
 * Logout: ends the session of the refresh token given (or, without one, of the bearer token), so that its access
 * and refresh tokens stop working at once on every API process. It answers 204 whatever it was given: an unknown
 * or already ended session tells nothing.
 */
export const postTokenInvalidate: FastifyPluginAsync = async (app) => {
  app.post<{ Body: unknown }>(
    '/token/invalidate',
    {
      schema: {
        tags: ['session'],
        summary:
          'Cierra la sesión: invalida el refresh token dado en el cuerpo ({"refresh_token": "…"}, opcional) o, sin él, la sesión del token de acceso, y todos los tokens de esa sesión',
        // The body is optional (a logout with the bearer token only), so it is read below, not declared.
        response: { 204: { type: 'null' }, ...errors(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const body = request.body as { refresh_token?: unknown } | null | undefined;
      const refreshToken =
        typeof body?.refresh_token === 'string' && body.refresh_token.length <= 512
          ? body.refresh_token
          : undefined;
      let sessionId: string | undefined;
      if (refreshToken) {
        sessionId = await app.refreshTokensRepository.sessionOfToken(request, refreshToken);
      } else if (request.headers.authorization) {
        try {
          // An expired access token still names its session: logging out must work after a night away.
          const payload = await request.jwtVerify<AccessTokenPayload>({ ignoreExpiration: true } as never);
          if (payload.tid === request.tenant?.id && typeof payload.sid === 'string') sessionId = payload.sid;
        } catch {
          // Not one of our tokens: nothing to end.
        }
      }
      if (sessionId && (await app.refreshTokensRepository.endSession(request, sessionId, 'logout'))) {
        const userId = await app.refreshTokensRepository.userOfSession(request, sessionId);
        await app.securityLogRepository.record(request, {
          type: 'sign-out',
          actorId: userId ?? null,
          subject: { userId: userId ?? null },
        });
      }
      return reply.code(204).send();
    },
  );
};
