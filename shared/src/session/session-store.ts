import { create } from 'zustand';
import { createJSONStorage, persist, type PersistStorage } from 'zustand/middleware';
import type { AuthenticatedUser, TokenResponse } from '@enlace/shared/domain/core';
export const SESSION_STORAGE_KEY = 'enlace-session';

export type SessionData = {
  token: string | null;
  refreshToken: string | null;
  /** Absolute UNIX time in seconds, as the API sends it. */
  refreshTokenExpiration: number | null;
  /** Milliseconds since the epoch of the last login or refresh; the refresh threshold counts from here. */
  lastLoginAt: number | null;
  user: AuthenticatedUser | null;
};

/**
 * Why the person was signed out without asking for it, for the sign-in page to say: the API no longer accepted
 * the session (it expired or was ended elsewhere), or another tab of the browser signed out or signed in as
 * someone else. This tab's only; never stored.
 */
export type SignedOutReason = 'session-expired' | 'ended-in-another-tab';

export type SessionState = SessionData & {
  signedOutBecause: SignedOutReason | null;
  setTokens: (tokens: TokenResponse) => void;
  setUser: (user: AuthenticatedUser | null) => void;
  /** Ends the session in this tab, with the reason when the person did not ask for it. */
  clear: (reason?: SignedOutReason | null) => void;
  forgetSignedOutReason: () => void;
};

const EMPTY_SESSION: SessionData = {
  token: null,
  refreshToken: null,
  refreshTokenExpiration: null,
  lastLoginAt: null,
  user: null,
};

// The browser's storage is shared by every tab of the site. A tab writes its session there while it holds the
// stored one; once another tab has signed out or signed in as someone else, this tab lets the stored session be
// (it may be the other person's) until it signs in itself or takes the stored session over.
let holdsStoredSession = true;
const localSessionStorage = createJSONStorage<SessionData>(() => localStorage);
const tabStorage: PersistStorage<SessionData> = {
  getItem: (name) => localSessionStorage?.getItem(name) ?? null,
  setItem: (name, value) => (holdsStoredSession ? localSessionStorage?.setItem(name, value) : undefined),
  removeItem: (name) => localSessionStorage?.removeItem(name),
};

/** The one session store, persisted so that a reload keeps the person signed in. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...EMPTY_SESSION,
      signedOutBecause: null,
      setTokens: (tokens) => {
        holdsStoredSession = true;
        set({
          token: tokens.token,
          refreshToken: tokens.refresh_token,
          refreshTokenExpiration: tokens.refresh_token_expiration,
          lastLoginAt: Date.now(),
          signedOutBecause: null,
        });
      },
      setUser: (user) => set({ user }),
      clear: (reason = null) => set({ ...EMPTY_SESSION, signedOutBecause: reason }),
      forgetSignedOutReason: () => set({ signedOutBecause: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: tabStorage,
      // What is stored is the whole session: nothing stored (removed, or cleared by another tab) is none.
      merge: (stored, current) => ({ ...current, ...EMPTY_SESSION, ...(stored as Partial<SessionData>) }),
      partialize: ({ token, refreshToken, refreshTokenExpiration, lastLoginAt, user }) => ({
        token,
        refreshToken,
        refreshTokenExpiration,
        lastLoginAt,
        user,
      }),
    },
  ),
);

/** Another tab signed out, or in as someone else: this tab's session ends here only, the stored one stays. */
export const leaveStoredSession = (reason: SignedOutReason): void => {
  holdsStoredSession = false;
  useSessionStore.getState().clear(reason);
};

/** This tab takes the stored session over (refreshed tokens, a sign-in in another tab), and keeps it from now. */
export const takeStoredSession = (): Promise<void> => {
  holdsStoredSession = true;
  return useSessionStore.persist.rehydrate();
};
