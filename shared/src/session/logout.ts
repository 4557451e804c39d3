import { logoutHandlerRegistry } from './logout-handler-registry';
import { useSessionStore } from './session-store';

/** Clears every piece of session data, then lets the shell take the person to the login page. */
export const logout = (): void => {
  useSessionStore.getState().clear();
  logoutHandlerRegistry.get()?.();
};
