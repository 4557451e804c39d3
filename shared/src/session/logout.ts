import { endServerSession } from './end-server-session';
import { logoutHandlerRegistry } from './logout-handler-registry';
import { type SignedOutReason, useSessionStore } from './session-store';

/**
 * Ends the session on the server, clears every piece of session data, then lets the shell take the person to the
 * login page. The reason, when the person did not ask to sign out, is for the login page to show. Without a
 * session in this tab there is nothing to end (and the stored session, another tab's, stays as it is).
 */
export const logout = (reason?: SignedOutReason): void => {
  const { token, refreshToken, user } = useSessionStore.getState();
  if (refreshToken) endServerSession(refreshToken);
  if (token || refreshToken || user) useSessionStore.getState().clear(reason);
  logoutHandlerRegistry.get()?.();
};
