import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Where the shell mounts each remote (ARCHITECTURE.md, "Module federation contract"): the public area at the root,
 * the others under their prefix. The shell's own `/404` is its not-found page.
 */
export const AREA_MOUNTS: Record<string, string> = {
  remote_intranet: '/intranet',
  remote_volunteer: '/volunteer',
  remote_partner: '/partner',
  remote_public: '/',
};
const SHELL_NOT_FOUND_PATH = '/404';

/** The file each remote build publishes beside its `mf-manifest.json`: `{ "routes": ["/", "/login", …] }`. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/** How long a remote's route manifest is used before it is read again (a release shows within this time). */
export const ROUTE_MANIFEST_TTL_MS = 30_000;
const ROUTE_MANIFEST_TIMEOUT_MS = 2_000;

/** Marks the gateway's own reading of a manifest it serves: a missing one must not answer with the page. */
export const ROUTE_MANIFEST_READ_HEADER = 'x-enlace-route-manifest';

/** Reads a JSON document of a remote: a URL of its own origin, or a path the gateway itself serves. */
export type LoadJson = (url: string, request: FastifyRequest) => Promise<unknown>;

const segmentsOf = (path: string): string[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });

/**
 * Whether a route pattern of the router (`/reset-password/:code`; matched as React Router does by default: any
 * case, a trailing slash or not, a `:param` standing for one segment, `*` for the rest) matches a path.
 */
export function routeMatches(pattern: string, path: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  for (const [index, part] of expected.entries()) {
    if (part === '*') return true;
    const given = actual[index];
    if (given === undefined) return false;
    if (!part.startsWith(':') && part !== given) return false;
  }
  return expected.length === actual.length;
}

const routeListOf = (manifest: unknown): string[] | null => {
  const routes = (manifest as { routes?: unknown } | null)?.routes;
  return Array.isArray(routes) && routes.every((route) => typeof route === 'string') ? routes : null;
};

interface CachedRoutes {
  routes: string[] | null;
  readAt: number;
  /** The reading under way, which the requests that arrive meanwhile share. */
  reading?: Promise<string[] | null>;
}

/**
 * The HTTP status of a page of the shell: 404 for a path no area knows, 200 otherwise. Each area publishes the
 * patterns of its routes in a route manifest beside its federation manifest (the address the request's remotes
 * registry gives), so a release that adds a page needs nothing of the gateway: a manifest is read again once it is
 * `ttlMs` old. When an area's manifest cannot be read, the one read before stays in use; when none ever was (an
 * older release without one, its server down), the area decides: 200, and it renders its own not-found page.
 */
export function pageStatus(
  remotesFor: (request: FastifyRequest) => Promise<Record<string, string>>,
  loadJson: LoadJson,
  ttlMs = ROUTE_MANIFEST_TTL_MS,
) {
  const cache = new Map<string, CachedRoutes>();

  const routeManifestUrl = (manifestUrl: string) =>
    /^[a-z][a-z0-9+.-]*:/i.test(manifestUrl)
      ? new URL(ROUTE_MANIFEST_FILE, manifestUrl).toString()
      : new URL(ROUTE_MANIFEST_FILE, new URL(manifestUrl, 'http://gateway.invalid')).pathname;

  const routesOf = (manifestUrl: string, request: FastifyRequest): Promise<string[] | null> => {
    const url = routeManifestUrl(manifestUrl);
    const cached = cache.get(url);
    if (cached?.reading) return cached.reading;
    if (cached && Date.now() - cached.readAt < ttlMs) return Promise.resolve(cached.routes);
    const reading = loadJson(url, request)
      .then(routeListOf)
      .catch(() => null)
      .then((routes) => {
        const known = routes ?? cached?.routes ?? null;
        cache.set(url, { routes: known, readAt: Date.now() });
        return known;
      });
    cache.set(url, { routes: cached?.routes ?? null, readAt: cached?.readAt ?? 0, reading });
    return reading;
  };

  return async (path: string, request: FastifyRequest): Promise<200 | 404> => {
    if (routeMatches(SHELL_NOT_FOUND_PATH, path)) return 404;
    const registry = await remotesFor(request);
    const areas = Object.entries(AREA_MOUNTS)
      .filter(([remote]) => registry[remote])
      .map(([remote, mount]) => ({ mount, manifestUrl: registry[remote] as string }));
    const area = areas.find(
      ({ mount }) => mount === '/' || routeMatches(mount, path) || routeMatches(`${mount}/*`, path),
    );
    if (!area) return 404;
    const routes = await routesOf(area.manifestUrl, request);
    if (!routes) return 200;
    const rest = area.mount === '/' ? path : path.slice(area.mount.length) || '/';
    return routes.some((route) => routeMatches(route, rest)) ? 200 : 404;
  };
}

/**
 * Reads a remote's JSON: from the remote's own origin when its address is absolute, from this gateway (the same
 * Host, so the same tenant) when it is a path the gateway serves itself.
 */
export const loadRemoteJson =
  (app: FastifyInstance): LoadJson =>
  async (url, request) => {
    if (url.startsWith('/')) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { host: request.headers.host ?? '', [ROUTE_MANIFEST_READ_HEADER]: '1' },
      });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      return response.json();
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(ROUTE_MANIFEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
