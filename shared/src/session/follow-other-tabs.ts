import { logoutHandlerRegistry } from './logout-handler-registry';
import {
  leaveStoredSession,
  SESSION_STORAGE_KEY,
  type SessionData,
  takeStoredSession,
  useSessionStore,
} from './session-store';

/** The session the browser's storage holds now (written by any tab), or null when there is none. */
function storedSession(): Partial<SessionData> | null {
  try {
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      state?: Partial<SessionData>;
    } | null;
    return stored?.state ?? null;
  } catch {
    return null;
  }
}

/**
 * Brings this tab in line with the session the browser's storage holds, which every tab of the site shares: when
 * it is gone (another tab signed out, or it was removed) or belongs to someone else (another tab signed in as
 * another person), this tab's session ends here at once and the shell takes the tab to the sign-in page; that
 * session has already ended on the server, or is someone else's, so it is not ended again. Otherwise this tab
 * takes over what is stored (tokens another tab refreshed, a sign-in while this tab had none). Returns whether
 * this tab has a session afterwards.
 */
export const followStoredSession = (): boolean => {
  const mine = useSessionStore.getState();
  const stored = storedSession();
  const signedOut = !stored?.token;
  const someoneElse = Boolean(stored?.user && mine.user && stored.user.id !== mine.user.id);
  if (mine.token && (signedOut || someoneElse)) {
    leaveStoredSession('ended-in-another-tab');
    logoutHandlerRegistry.get()?.();
    return false;
  }
  const same =
    (stored?.token ?? null) === mine.token &&
    (stored?.refreshToken ?? null) === mine.refreshToken &&
    JSON.stringify(stored?.user ?? null) === JSON.stringify(mine.user);
  if (!same) void takeStoredSession();
  return Boolean(useSessionStore.getState().token);
};

/**
 * Makes this tab follow at once what the other tabs of the browser do with the session: the `storage` event
 * tells a tab when another one has written. Returns a function that stops following.
 */
export const followOtherTabs = (): (() => void) => {
  const follow = (event: StorageEvent) => {
    // A null key: the whole storage was cleared.
    if (event.key === null || event.key === SESSION_STORAGE_KEY) followStoredSession();
  };
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
};
