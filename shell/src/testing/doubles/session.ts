// Test double of @enlace/shared/session with the same names (the shell's tests exercise the shell, not it).
import { create } from 'zustand';

type User = {
  id: number;
  name: string;
  surnames: string;
  profile: string;
  roles: string[];
  validated: boolean;
};

type SessionState = {
  token: string | null;
  refreshToken: string | null;
  user: User | null;
  setTokens: (token: string, refreshToken: string) => void;
  setUser: (user: User | null) => void;
  clear: () => void;
};

export const useSessionStore = create<SessionState>((set) => ({
  token: null,
  refreshToken: null,
  user: null,
  setTokens: (token, refreshToken) => set({ token, refreshToken }),
  setUser: (user) => set({ user }),
  clear: () => set({ token: null, refreshToken: null, user: null }),
}));

let logoutHandler: (() => void) | undefined;
export function registerLogoutHandler(handler: () => void): () => void {
  logoutHandler = handler;
  return () => {
    if (logoutHandler === handler) logoutHandler = undefined;
  };
}

export const followOtherTabs = jest.fn(() => () => undefined);

export const logout = jest.fn(() => {
  useSessionStore.getState().clear();
  logoutHandler?.();
});

export function useCurrentUser() {
  const user = useSessionStore((state) => state.user);
  return {
    user,
    fullName: user ? `${user.name} ${user.surnames}` : '',
    initials: user ? `${user.name[0]}${user.surnames[0]}` : '',
    isAdmin: false,
    isValidated: Boolean(user?.validated),
  };
}

export const useTenantStore = create<{ config: Record<string, unknown> | null; imageVersion: string }>(
  () => ({
    config: null,
    imageVersion: '1',
  }),
);

export function tenantAssetUrl(_config: unknown, name: string, version: string): string {
  return `/cdn/demo/${name}?v=${version}`;
}
