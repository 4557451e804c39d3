import path from 'node:path';

// Entry points (index.html, remoteEntry.js, mf-manifest.json, remotes.json, routes.json) must be revalidated so that a
// release is picked up at once; content-hashed chunks never change and can be cached for a year.
const entryFiles = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'remotes.json',
  'routes.json',
]);

/** The part of @fastify/static's `setHeaders` response that we use. */
export interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

export function setCacheHeaders(res: HeaderTarget, filePath: string): void {
  // Pre-compressed files (`main.js.gz`) follow the rule of the file they stand for.
  const name = path.basename(filePath).replace(/\.(gz|br)$/, '');
  if (entryFiles.has(name)) {
    res.setHeader('Cache-Control', 'no-cache');
  } else if (/\.[0-9a-f]{8,}\./.test(name)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=300');
  }
}

/** A release's folder (`/releases/<area>/<version>/`) never changes: every file in it, entry files too, for a year. */
export function setReleaseCacheHeaders(res: HeaderTarget): void {
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
