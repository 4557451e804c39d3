/**
 * Asks the API to end the session of the refresh token (`POST /api/token/invalidate`), so that its tokens stop
 * working at once wherever they are. `keepalive` lets the request finish while the page goes to the sign-in or
 * closes; a failure changes nothing for the person, who is signed out here either way.
 */
export const endServerSession = (refreshToken: string): void => {
  const origin = globalThis.location?.origin;
  if (!origin || typeof fetch !== 'function') return;
  void fetch(new URL('/api/token/invalidate', origin), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/ld+json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  }).catch(() => undefined);
};
