import { endServerSession } from './end-server-session';
import { logoutHandlerRegistry } from './logout-handler-registry';
import { useSessionStore } from './session-store';

/**
 * Ends the session on the server, clears every piece of session data, then lets the shell take the person to the
 * login page.
 */
export const logout = (): void => {
  const { refreshToken } = useSessionStore.getState();
  if (refreshToken) endServerSession(refreshToken);
  useSessionStore.getState().clear();
  logoutHandlerRegistry.get()?.();
};
