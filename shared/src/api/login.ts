import type { AuthenticatedUser, TokenResponse } from '@enlace/shared/domain/core';
import { useSessionStore } from '@enlace/shared/session';
import { apiPost } from './api-post';
import { fetchCurrentUser } from './fetch-current-user';

/** `login_check`, store the tokens, then load the user (spec §4). */
export const login = async (email: string, password: string): Promise<AuthenticatedUser> => {
  const tokens = await apiPost<TokenResponse>('login_check', { email, password });
  useSessionStore.getState().setTokens(tokens);
  try {
    return await fetchCurrentUser();
  } catch (error) {
    // Half a session (tokens without a user) would confuse the route guard.
    useSessionStore.getState().clear();
    throw error;
  }
};
