import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import type { IssuedRefreshToken } from '../plugins/repositories/refresh-tokens-repository';

export interface TokenResponse {
  token: string;
  refresh_token: string;
  refresh_token_expiration: number;
}

/** The answer of a sign-in or a refresh: an access token of the refresh token's session, and the refresh token. */
export function tokenResponse(app: FastifyInstance, user: User, refresh: IssuedRefreshToken): TokenResponse {
  return {
    token: app.signAccessToken(user, refresh.sessionId),
    refresh_token: refresh.token,
    refresh_token_expiration: Math.floor(refresh.expiresAt.getTime() / 1000),
  };
}

/** Starts a new session (a sign-in) for the user and answers its first tokens. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
): Promise<TokenResponse> {
  return tokenResponse(app, user, await app.refreshTokensRepository.issue(request, user));
}
