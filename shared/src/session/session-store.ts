import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
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

export type SessionState = SessionData & {
  setTokens: (tokens: TokenResponse) => void;
  setUser: (user: AuthenticatedUser | null) => void;
  clear: () => void;
};

const EMPTY_SESSION: SessionData = {
  token: null,
  refreshToken: null,
  refreshTokenExpiration: null,
  lastLoginAt: null,
  user: null,
};

/** The one session store, persisted so that a reload keeps the person signed in. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...EMPTY_SESSION,
      setTokens: (tokens) =>
        set({
          token: tokens.token,
          refreshToken: tokens.refresh_token,
          refreshTokenExpiration: tokens.refresh_token_expiration,
          lastLoginAt: Date.now(),
        }),
      setUser: (user) => set({ user }),
      clear: () => set(EMPTY_SESSION),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
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
