import { logoutHandlerRegistry } from './logout-handler-registry';
import type { LogoutHandler } from './logout-handler-registry';

/** The shell registers one handler (navigate to /login); returns a function that unregisters it. */
export const registerLogoutHandler = (fn: LogoutHandler): (() => void) => {
  logoutHandlerRegistry.set(fn);
  return () => {
    if (logoutHandlerRegistry.get() === fn) logoutHandlerRegistry.set(null);
  };
};
