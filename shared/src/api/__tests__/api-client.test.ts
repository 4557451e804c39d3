import type { AuthenticatedUser, TokenResponse } from '../../domain/types';
import { changeLanguage } from '../../i18n';
import { registerLogoutHandler } from '../../session/register-logout-handler';
import { SESSION_STORAGE_KEY, takeStoredSession, useSessionStore } from '../../session/session-store';
import { useTenantStore } from '../../session/tenant-store';
import { apiClient } from '../api-client';
import { ApiError } from '../api-error';
import { apiDelete } from '../api-delete';
import { apiGet } from '../api-get';
import { apiPatch } from '../api-patch';
import { apiPost } from '../api-post';
import { apiUpload } from '../api-upload';
import { etagOf } from '../entity-tags';
import { loadTenantConfig } from '../load-tenant-config';
import { login } from '../login';
import { signInSecondStep } from '../sign-in-second-step';
import { startSignInEnrolment } from '../start-sign-in-enrolment';
import { installFetch, json, pathOf } from '../../testing/fetch-mock';

const NOW = new Date('2026-03-01T10:00:00Z').getTime();
const user: AuthenticatedUser = {
  id: 7,
  name: 'Valeria',
  surnames: 'Sánchez Moreno',
  email: 'voluntaria@demo.example.org',
  profile: 'volunteer',
  roles: ['user', 'volunteer'],
  available_profiles: ['volunteer'],
  validated: true,
};
const fresh: TokenResponse = {
  token: 'new-jwt',
  refresh_token: 'new-refresh',
  refresh_token_expiration: 2_000_000_000,
};

const signIn = (secondsAgo: number) =>
  useSessionStore.setState({
    token: 'old-jwt',
    refreshToken: 'old-refresh',
    refreshTokenExpiration: 1_900_000_000,
    lastLoginAt: NOW - secondsAgo * 1000,
    user,
  });

const onLogout = jest.fn();

beforeAll(() => registerLogoutHandler(onLogout));

beforeEach(() => {
  // Only Date is faked: ky's own timers and promises keep running.
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setImmediate',
      'queueMicrotask',
      'nextTick',
      'setInterval',
      'clearInterval',
    ],
  });
  useSessionStore.getState().clear();
  // Each test starts as a tab that holds the stored session (none).
  void takeStoredSession();
  onLogout.mockClear();
});

afterEach(async () => {
  jest.useRealTimers();
  await changeLanguage('es');
});

describe('apiClient headers', () => {
  it('sends JSON-LD, the current language and no token when signed out', async () => {
    const fetch = installFetch(() => json({ ok: true }));
    await apiGet('config');
    const [request] = fetch.requests;
    expect(request.url).toBe('http://localhost:8080/api/config');
    expect(request.headers.get('Accept')).toBe('application/ld+json');
    expect(request.headers.get('Accept-Language')).toBe('es');
    expect(request.headers.has('Authorization')).toBe(false);
  });

  it('keeps the type a call names as the one it accepts', async () => {
    const fetch = installFetch(() => json({}));
    await apiClient.post('imports/volunteers/check', { headers: { accept: 'application/x-ndjson' } });
    expect(fetch.requests[0].headers.get('Accept')).toBe('application/x-ndjson');
  });

  it('follows the language', async () => {
    const fetch = installFetch(() => json({}));
    await changeLanguage('en');
    await apiGet('config');
    expect(fetch.requests[0].headers.get('Accept-Language')).toBe('en');
  });

  it('sends JSON-LD bodies, merge-patch on PATCH and the bearer token', async () => {
    signIn(10);
    const fetch = installFetch(() => json({}));
    await apiPost('volunteers', { name: 'Ana' });
    await apiPatch('volunteers/1', { name: 'Ana' });
    await apiDelete('volunteers/1');
    const [post, patch, del] = fetch.requests;
    expect(post.method).toBe('POST');
    expect(post.headers.get('Content-Type')).toBe('application/ld+json');
    expect(await post.text()).toBe('{"name":"Ana"}');
    expect(patch.method).toBe('PATCH');
    expect(patch.headers.get('Content-Type')).toBe('application/merge-patch+json');
    expect(del.method).toBe('DELETE');
    for (const request of fetch.requests) expect(request.headers.get('Authorization')).toBe('Bearer old-jwt');
  });

  it('encodes list queries: arrays repeat the key, objects become key[sub]', async () => {
    const fetch = installFetch(() => json({ member: [] }));
    await apiGet('activities', {
      status: ['draft', 'ready'],
      order: { name: 'asc' },
      range: { between: [1, 2] },
      page: 2,
      empty: undefined,
    });
    const url = new URL(fetch.requests[0].url);
    expect(url.searchParams.getAll('status')).toEqual(['draft', 'ready']);
    expect(url.searchParams.get('order[name]')).toBe('asc');
    expect(url.searchParams.get('range[between]')).toBe('[1,2]');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('empty')).toBe(false);
  });

  it('uploads a file as multipart under the field "file"', async () => {
    signIn(10);
    const fetch = installFetch(() => json({ success: true }));
    const result = await apiUpload(
      'imports/volunteers',
      new File(['email\n'], 'voluntarios.csv', { type: 'text/csv' }),
    );
    expect(result).toEqual({ success: true });
    const [request] = fetch.requests;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect((form.get('file') as File).name).toBe('voluntarios.csv');
  });

  it("keeps a record's ETag and sends it back as If-Match when asked; without it, no If-Match", async () => {
    signIn(10);
    const fetch = installFetch((request) =>
      request.method === 'GET'
        ? { body: { id: 1, name: 'Ana' }, headers: { ETag: '"3-abc"' } }
        : { body: { id: 1, name: 'Eva' }, headers: { ETag: '"5-def"' } },
    );
    const loaded = await apiGet<{ id: number }>('volunteers/1');
    expect(etagOf(loaded)).toBe('"3-abc"');
    const saved = await apiPatch('volunteers/1', { name: 'Eva' }, { ifMatch: etagOf(loaded) });
    expect(etagOf(saved)).toBe('"5-def"');
    await apiPatch('volunteers/1', { name: 'Eva' });
    const [, withTag, withoutTag] = fetch.requests;
    expect(withTag.headers.get('If-Match')).toBe('"3-abc"');
    expect(withoutTag.headers.has('If-Match')).toBe(false);
    expect(etagOf({ id: 1 })).toBeUndefined();
  });

  it('returns undefined for an empty answer', async () => {
    signIn(10);
    installFetch(() => ({ status: 204 }));
    await expect(apiDelete('volunteers/1')).resolves.toBeUndefined();
  });
});

describe('token refresh', () => {
  const refreshingFetch = () =>
    installFetch((request) => (pathOf(request) === '/api/token/refresh' ? json(fresh) : json({ ok: true })));

  it('does not refresh at 3499 s', async () => {
    signIn(3499);
    const fetch = refreshingFetch();
    await apiGet('home');
    expect(fetch.requests.map(pathOf)).toEqual(['/api/home']);
    expect(fetch.requests[0].headers.get('Authorization')).toBe('Bearer old-jwt');
  });

  it('refreshes first at 3500 s and uses the new token', async () => {
    signIn(3500);
    const fetch = refreshingFetch();
    await apiGet('home');
    expect(fetch.requests.map(pathOf)).toEqual(['/api/token/refresh', '/api/home']);
    expect(await fetch.requests[0].json()).toEqual({ refresh_token: 'old-refresh' });
    expect(fetch.requests[0].headers.has('Authorization')).toBe(false);
    expect(fetch.requests[1].headers.get('Authorization')).toBe('Bearer new-jwt');
    expect(useSessionStore.getState()).toMatchObject({
      token: 'new-jwt',
      refreshToken: 'new-refresh',
      lastLoginAt: NOW,
    });
  });

  it('counts from the last refresh, not only the login', async () => {
    signIn(3500);
    const fetch = refreshingFetch();
    await apiGet('home');
    jest.setSystemTime(NOW + 3499 * 1000);
    await apiGet('home');
    expect(fetch.requests.map(pathOf)).toEqual(['/api/token/refresh', '/api/home', '/api/home']);
  });

  it('refreshes once for concurrent calls', async () => {
    signIn(4000);
    const fetch = refreshingFetch();
    await Promise.all([apiGet('home'), apiGet('volunteers'), apiPost('activities', {})]);
    expect(fetch.requests.filter((request) => pathOf(request) === '/api/token/refresh')).toHaveLength(1);
    expect(fetch.requests).toHaveLength(4);
    for (const request of fetch.requests.slice(1))
      expect(request.headers.get('Authorization')).toBe('Bearer new-jwt');
  });

  it('logs out and skips the call when the refresh fails', async () => {
    signIn(3600);
    const fetch = installFetch((request) =>
      pathOf(request) === '/api/token/refresh' ? json({ error: 'token-invalid' }, 401) : json({ ok: true }),
    );
    const failure = await apiGet('home').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('token-expired');
    expect(fetch.requests.map(pathOf)).toEqual(['/api/token/refresh']);
    expect(useSessionStore.getState().token).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('does not refresh without a refresh token', async () => {
    useSessionStore.setState({ token: 'jwt', refreshToken: null, lastLoginAt: NOW - 10_000_000 });
    const fetch = refreshingFetch();
    await apiGet('home');
    expect(fetch.requests.map(pathOf)).toEqual(['/api/home']);
  });
});

describe('logout on 401 and 403', () => {
  it.each([401, 403])('logs out when an authenticated call answers %i', async (status) => {
    signIn(10);
    installFetch(() => json({ status, error: 'token-invalid' }, status));
    const failure = await apiGet('home').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status, code: 'token-invalid' });
    expect(useSessionStore.getState().token).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('tells the sign-in page that the session expired on a 401, not on a 403', async () => {
    signIn(10);
    installFetch(() => json({ status: 401, error: 'session-ended' }, 401));
    await apiGet('home').catch(() => undefined);
    expect(useSessionStore.getState().signedOutBecause).toBe('session-expired');
    signIn(10);
    installFetch(() => json({ status: 403, error: 'access-denied' }, 403));
    await apiGet('home').catch(() => undefined);
    expect(useSessionStore.getState()).toMatchObject({ token: null, signedOutBecause: null });
  });

  it('sends nothing with a session that is no longer in the storage (another tab signed out)', async () => {
    signIn(10);
    localStorage.removeItem(SESSION_STORAGE_KEY);
    const fetch = installFetch(() => json({ ok: true }));
    const failure = await apiPatch('me', { name: 'Ana' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, code: 'token-expired' });
    expect(fetch.requests).toEqual([]);
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      signedOutBecause: 'ended-in-another-tab',
    });
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on other errors', async () => {
    signIn(10);
    installFetch(() => json({ error: 'not-found' }, 404));
    await expect(apiGet('volunteers/9')).rejects.toMatchObject({ status: 404, code: 'not-found' });
    expect(useSessionStore.getState().token).toBe('old-jwt');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('does not log out on a wrong password (an unauthenticated call)', async () => {
    installFetch(() =>
      json({ status: 401, error: 'invalid-credentials', description: 'Credenciales no válidas' }, 401),
    );
    await expect(login('voluntaria@demo.example.org', 'mala')).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    expect(onLogout).not.toHaveBeenCalled();
  });
});

describe('login and tenant', () => {
  it('stores the tokens, loads the user and returns it', async () => {
    const fetch = installFetch((request) => {
      if (pathOf(request) === '/api/login_check') return json(fresh);
      if (pathOf(request) === '/api/home') return json(user);
      return undefined;
    });
    await expect(login('voluntaria@demo.example.org', 'Enlace-demo-2026')).resolves.toEqual({
      step: 'signed-in',
      user,
    });
    expect(await fetch.requests[0].json()).toEqual({
      email: 'voluntaria@demo.example.org',
      password: 'Enlace-demo-2026',
    });
    expect(fetch.requests[0].headers.has('Authorization')).toBe(false);
    expect(fetch.requests[1].headers.get('Authorization')).toBe('Bearer new-jwt');
    expect(useSessionStore.getState()).toMatchObject({ token: 'new-jwt', lastLoginAt: NOW, user });
  });

  it.each(['code-required', 'enrolment-required'] as const)(
    'stores nothing when the password asks for a second step (%s), and hands its token back',
    async (step) => {
      const fetch = installFetch((request) =>
        pathOf(request) === '/api/login_check' ? json({ mfa: step, mfa_token: 'step-token' }) : undefined,
      );
      await expect(login('admin@demo.example.org', 'Enlace-demo-2026')).resolves.toEqual({
        step,
        mfaToken: 'step-token',
      });
      expect(fetch.requests).toHaveLength(1);
      expect(useSessionStore.getState()).toMatchObject({ token: null, refreshToken: null, user: null });
    },
  );

  it('takes the second step without a bearer token, then stores the tokens and loads the user', async () => {
    // A stale session of someone else on this device must not ride along with the anonymous second step.
    signIn(10);
    const fetch = installFetch((request) => {
      if (pathOf(request) === '/api/login_check/mfa') {
        return json({ ...fresh, recovery_codes: ['ABCD-EFGH', 'JKLM-NPQR'] });
      }
      if (pathOf(request) === '/api/home') return json(user);
      return undefined;
    });
    await expect(signInSecondStep('step-token', { code: '123456' })).resolves.toEqual({
      user,
      recoveryCodes: ['ABCD-EFGH', 'JKLM-NPQR'],
    });
    expect(await fetch.requests[0].json()).toEqual({ mfa_token: 'step-token', code: '123456' });
    expect(fetch.requests[0].headers.has('Authorization')).toBe(false);
    expect(fetch.requests[1].headers.get('Authorization')).toBe('Bearer new-jwt');
    expect(useSessionStore.getState()).toMatchObject({ token: 'new-jwt', refreshToken: 'new-refresh', user });
  });

  it('sends a recovery code as recovery_code, and answers no codes when it did not enrol', async () => {
    const fetch = installFetch((request) => {
      if (pathOf(request) === '/api/login_check/mfa') return json(fresh);
      if (pathOf(request) === '/api/home') return json(user);
      return undefined;
    });
    await expect(signInSecondStep('step-token', { recoveryCode: 'ABCD-EFGH' })).resolves.toEqual({
      user,
      recoveryCodes: null,
    });
    expect(await fetch.requests[0].json()).toEqual({ mfa_token: 'step-token', recovery_code: 'ABCD-EFGH' });
  });

  it('does not log out on a refused second step, and keeps no half session', async () => {
    installFetch(() => json({ status: 401, error: 'token-expired', description: 'Caducado' }, 401));
    await expect(signInSecondStep('old-step', { code: '123456' })).rejects.toMatchObject({
      code: 'token-expired',
    });
    expect(onLogout).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('asks for the enrolment with the step token alone', async () => {
    const enrolment = {
      secret: 'ABCD',
      otpauthUri: 'otpauth://totp/x',
      qrCode: 'data:image/svg+xml;base64,',
    };
    const fetch = installFetch((request) =>
      pathOf(request) === '/api/login_check/mfa/enrolment' ? json(enrolment) : undefined,
    );
    await expect(startSignInEnrolment('step-token')).resolves.toEqual(enrolment);
    expect(await fetch.requests[0].json()).toEqual({ mfa_token: 'step-token' });
    expect(fetch.requests[0].headers.has('Authorization')).toBe(false);
  });

  const config = {
    primary_color: '#0f766e',
    company_name: 'Demo',
    web_url: null,
    assets: {
      folder: 'demo',
      logo_dark: 'logo_dark.webp',
      logo_light: null,
      hero_img: null,
      volunteer_form_img: null,
      favicon: null,
    },
    copies: {},
  };

  it('loads the configuration and versions images by last-modified', async () => {
    const fetch = installFetch((request) => {
      if (pathOf(request) === '/api/config') return json(config);
      if (pathOf(request) === '/api/image/last-modified')
        return json({ 'last-modified': '2026-02-01T00:00:00.000Z' });
      return undefined;
    });
    await loadTenantConfig();
    expect(new URL(fetch.requests[1].url).searchParams.get('url')).toBe('/cdn/demo/logo_dark.webp');
    expect(useTenantStore.getState()).toMatchObject({ config, imageVersion: '2026-02-01T00:00:00.000Z' });
  });

  it('loads for a returning visitor whose session can no longer be refreshed, without touching it', async () => {
    signIn(90_000);
    const fetch = installFetch((request) => {
      if (pathOf(request) === '/api/token/refresh') return json({ error: 'token-invalid' }, 401);
      if (pathOf(request) === '/api/config') return json(config);
      return json({ 'last-modified': '2026-02-01T00:00:00.000Z' });
    });
    await loadTenantConfig();
    expect(fetch.requests.map(pathOf)).toEqual(['/api/config', '/api/image/last-modified']);
    for (const request of fetch.requests) expect(request.headers.has('Authorization')).toBe(false);
    expect(useTenantStore.getState().config).toEqual(config);
    // The stale session is left to the route guard, which sends the visitor to the sign-in when needed.
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('falls back to the current time when last-modified fails, only logging', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFetch((request) =>
      pathOf(request) === '/api/config' ? json(config) : json({ error: 'internal-error' }, 500),
    );
    await loadTenantConfig();
    expect(useTenantStore.getState().imageVersion).toBe(String(NOW));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
