import ky from 'ky';
import { followStoredSession, logout, useSessionStore } from '@enlace/shared/session';
import { ApiError } from './api-error';
import { JSON_LD, jsonLdHeaders, MERGE_PATCH_JSON } from './json-ld-headers';
import { needsRefresh } from './needs-refresh';
import { refreshSession } from './refresh-session';
import { resolveApiUrl } from './resolve-api-url';

// Calls that obtain tokens (the password, the second step of two-step verification and its enrolment), and the
// public tenant calls the shell makes before it renders, neither refresh first nor carry a (possibly stale) bearer
// token: a returning visitor whose session expired overnight must still get the tenant configuration, and the
// sign-in page, instead of a failed start.
const ANONYMOUS_PATHS = [
  '/api/login_check',
  '/api/login_check/mfa',
  '/api/login_check/mfa/enrolment',
  '/api/token/refresh',
  '/api/config',
  '/api/image/last-modified',
];

const isAnonymousCall = (request: Request) => ANONYMOUS_PATHS.includes(new URL(request.url).pathname);

/** The ky instance of every call under /api/ (spec §7). */
export const apiClient = ky.create({
  prefixUrl: resolveApiUrl(),
  // Retrying would repeat writes and rate-limited logins; failures go to the request wrapper instead.
  retry: 0,
  hooks: {
    beforeRequest: [
      async (request, options) => {
        const anonymous = isAnonymousCall(request);
        // The session may have ended in another tab, or been removed from the storage: nothing is sent with it.
        if (!anonymous && useSessionStore.getState().token && !followStoredSession()) {
          throw new ApiError({ status: 401, code: 'token-expired', description: 'Tu sesión ha caducado' });
        }
        if (!anonymous && useSessionStore.getState().token && needsRefresh(useSessionStore.getState())) {
          await refreshSession();
        }
        // A call may name the type it accepts (an import's progress, a stream); the others ask for JSON-LD.
        const accept = new Headers(options.headers).get('accept');
        for (const [name, value] of Object.entries(jsonLdHeaders())) request.headers.set(name, value);
        if (accept) request.headers.set('accept', accept);
        // ky marks `json` bodies as application/json; the API speaks JSON-LD and merge-patch.
        if (request.headers.get('content-type')?.startsWith('application/json')) {
          request.headers.set('content-type', request.method === 'PATCH' ? MERGE_PATCH_JSON : JSON_LD);
        }
        const { token } = useSessionStore.getState();
        if (token && !anonymous) request.headers.set('Authorization', `Bearer ${token}`);
        else request.headers.delete('Authorization');
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if ((response.status === 401 || response.status === 403) && request.headers.has('Authorization')) {
          // The API no longer accepts the session (expired, or ended elsewhere): the sign-in page says so.
          logout(response.status === 401 ? 'session-expired' : undefined);
        }
      },
    ],
  },
});
