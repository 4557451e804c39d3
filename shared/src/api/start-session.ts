import type { AuthenticatedUser, TokenResponse } from '@enlace/shared/domain/core';
import { useSessionStore } from '@enlace/shared/session';
import { fetchCurrentUser } from './fetch-current-user';

/** Stores a sign-in's tokens, then loads the user (spec §4). */
export const startSession = async (tokens: TokenResponse): Promise<AuthenticatedUser> => {
  useSessionStore.getState().setTokens(tokens);
  try {
    return await fetchCurrentUser();
  } catch (error) {
    // Half a session (tokens without a user) would confuse the route guard.
    useSessionStore.getState().clear();
    throw error;
  }
};
