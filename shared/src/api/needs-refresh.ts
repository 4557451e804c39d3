import { TOKEN_REFRESH_THRESHOLD_SECONDS } from '@enlace/shared/domain/core';
import type { SessionData } from '@enlace/shared/session';
/** A refresh token exists and at least 3500 s have passed since the last login or refresh. */
export const needsRefresh = (
  session: Pick<SessionData, 'refreshToken' | 'lastLoginAt'>,
  now: number = Date.now(),
): boolean => {
  if (!session.refreshToken) return false;
  if (session.lastLoginAt === null) return true;
  return now - session.lastLoginAt >= TOKEN_REFRESH_THRESHOLD_SECONDS * 1000;
};
