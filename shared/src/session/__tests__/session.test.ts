import { act, renderHook } from '@testing-library/react';
import type { AuthenticatedUser, TenantConfig } from '../../domain/types';
import {
  getFullName,
  getInitials,
  isAdmin,
  isValidated,
  logout,
  registerLogoutHandler,
  SESSION_STORAGE_KEY,
  tenantAssetUrl,
  useCurrentUser,
  useSessionStore,
  useTenantStore,
} from '../index';

const admin: AuthenticatedUser = {
  id: 1,
  name: 'Óscar',
  surnames: 'rivas Lozano',
  email: 'admin@otra.example.org',
  profile: 'employee',
  roles: ['user', 'employee', 'employee-admin'],
  available_profiles: ['employee'],
  validated: true,
};
const volunteer: AuthenticatedUser = {
  ...admin,
  name: 'Pablo',
  surnames: 'Domínguez Vera',
  profile: 'volunteer',
  roles: ['user', 'volunteer'],
  validated: false,
};

const tokens = { token: 'jwt', refresh_token: 'refresh', refresh_token_expiration: 1_900_000_000 };

beforeEach(() => {
  useSessionStore.getState().clear();
  localStorage.clear();
});

describe('session store', () => {
  it('stores tokens with the login time and persists them under enlace-session', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    useSessionStore.getState().setTokens(tokens);
    useSessionStore.getState().setUser(admin);
    const state = useSessionStore.getState();
    expect(state).toMatchObject({
      token: 'jwt',
      refreshToken: 'refresh',
      refreshTokenExpiration: 1_900_000_000,
      lastLoginAt: 1_700_000_000_000,
      user: admin,
    });
    const persisted = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(persisted.state).toEqual({
      token: 'jwt',
      refreshToken: 'refresh',
      refreshTokenExpiration: 1_900_000_000,
      lastLoginAt: 1_700_000_000_000,
      user: admin,
    });
    jest.restoreAllMocks();
  });

  it('restores a persisted session', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        state: { token: 'saved', refreshToken: 'r', refreshTokenExpiration: 1, lastLoginAt: 2, user: admin },
        version: 0,
      }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().token).toBe('saved');
    expect(useSessionStore.getState().user?.name).toBe('Óscar');
  });

  it('clears everything', () => {
    useSessionStore.getState().setTokens(tokens);
    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      refreshToken: null,
      refreshTokenExpiration: null,
      lastLoginAt: null,
      user: null,
    });
  });
});

describe('user helpers', () => {
  it('derives full name, initials, admin and validated', () => {
    expect(getFullName(admin)).toBe('Óscar rivas Lozano');
    expect(getInitials(admin)).toBe('ÓR');
    expect(isAdmin(admin)).toBe(true);
    expect(isValidated(admin)).toBe(true);
    expect(getInitials(volunteer)).toBe('PD');
    expect(isAdmin(volunteer)).toBe(false);
    expect(isValidated(volunteer)).toBe(false);
  });

  it('copes without a user', () => {
    expect(getFullName(null)).toBe('');
    expect(getInitials(undefined)).toBe('');
    expect(isAdmin(null)).toBe(false);
    expect(isValidated(null)).toBe(false);
  });

  it('useCurrentUser follows the store', () => {
    const { result } = renderHook(() => useCurrentUser());
    expect(result.current.user).toBeNull();
    act(() => useSessionStore.getState().setUser(volunteer));
    expect(result.current).toEqual({
      user: volunteer,
      fullName: 'Pablo Domínguez Vera',
      initials: 'PD',
      isAdmin: false,
      isValidated: false,
    });
  });
});

describe('logout', () => {
  it('asks the API to end the session of the refresh token, so that its tokens stop working everywhere', () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((url: URL | string, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return Promise.resolve(new Response(null, { status: 204 }));
    }) as typeof fetch;
    try {
      useSessionStore.getState().setTokens(tokens);
      logout();
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe('http://localhost:8080/api/token/invalidate');
      expect(calls[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
      expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ refresh_token: tokens.refresh_token });
      // Nothing to end once signed out.
      logout();
      expect(calls).toHaveLength(1);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('clears the session and then calls the registered handler', () => {
    useSessionStore.getState().setTokens(tokens);
    const seen: (string | null)[] = [];
    const unregister = registerLogoutHandler(() => seen.push(useSessionStore.getState().token));
    logout();
    expect(seen).toEqual([null]);
    unregister();
    logout();
    expect(seen).toHaveLength(1);
  });
});

describe('tenant', () => {
  const config = {
    primary_color: '#0f766e',
    company_name: 'Demo',
    web_url: null,
    assets: {
      folder: 'demo',
      logo_dark: 'logo_dark.webp',
      logo_light: null,
      hero_img: 'hero img.webp',
      volunteer_form_img: null,
      favicon: 'favicon.ico',
    },
    copies: {},
  } as unknown as TenantConfig;

  it('builds versioned CDN URLs', () => {
    expect(tenantAssetUrl(config, 'logo_dark', '2025-01-01T00:00:00.000Z')).toBe(
      '/cdn/demo/logo_dark.webp?v=2025-01-01T00%3A00%3A00.000Z',
    );
    expect(tenantAssetUrl(config, 'hero_img', '1')).toBe('/cdn/demo/hero%20img.webp?v=1');
    expect(tenantAssetUrl(config, 'favicon', null)).toBe('/cdn/demo/favicon.ico');
    expect(tenantAssetUrl(config, 'logo_light', '1')).toBeNull();
    expect(tenantAssetUrl(null, 'logo_dark', '1')).toBeNull();
  });

  it("uses the 'common' folder by default", () => {
    const withoutFolder = { ...config, assets: { ...config.assets, folder: null } };
    expect(tenantAssetUrl(withoutFolder, 'logo_dark', '7')).toBe('/cdn/common/logo_dark.webp?v=7');
  });

  it('keeps config and image version', () => {
    useTenantStore.getState().setConfig(config);
    useTenantStore.getState().setImageVersion('42');
    expect(useTenantStore.getState()).toMatchObject({ config, imageVersion: '42' });
  });
});
