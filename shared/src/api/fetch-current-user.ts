import type { AuthenticatedUser } from '@enlace/shared/domain/core';
import { useSessionStore } from '@enlace/shared/session';
import { apiGet } from './api-get';

/** `GET /api/home` into the session store. */
export const fetchCurrentUser = async (): Promise<AuthenticatedUser> => {
  const user = await apiGet<AuthenticatedUser>('home');
  useSessionStore.getState().setUser(user);
  return user;
};
