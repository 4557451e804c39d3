/** `/api/` against the page's origin: the API is always same-origin (the gateway), whichever origin serves a remote. */
export const resolveApiUrl = (path = ''): string => {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return new URL(`/api/${path.replace(/^\/+/, '')}`, origin).toString();
};
