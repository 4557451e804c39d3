import ky from 'ky';
import type { TokenResponse } from '@enlace/shared/domain/core';
import { logout, useSessionStore } from '@enlace/shared/session';
import { ApiError } from './api-error';
import { JSON_LD, jsonLdHeaders } from './json-ld-headers';
import { resolveApiUrl } from './resolve-api-url';

let pending: Promise<void> | null = null;

const refresh = async (): Promise<void> => {
  const { refreshToken, setTokens } = useSessionStore.getState();
  try {
    // Plain ky, not apiClient: the refresh call must not run the refresh hook again.
    const tokens = await ky
      .post(resolveApiUrl('token/refresh'), {
        json: { refresh_token: refreshToken },
        headers: { ...jsonLdHeaders(), 'Content-Type': JSON_LD },
        retry: 0,
      })
      .json<TokenResponse>();
    setTokens(tokens);
  } catch {
    logout('session-expired');
    throw new ApiError({ status: 401, code: 'token-expired', description: 'Tu sesión ha caducado' });
  }
};

/** Refreshes the tokens once; concurrent callers share the same call (refresh tokens are single use). */
export const refreshSession = (): Promise<void> => {
  pending ??= refresh().finally(() => {
    pending = null;
  });
  return pending;
};
