const DEFAULT_PORTS = { 'http:': '80', 'https:': '443' } as const;

// host [":" port] of RFC 9110, nothing else: a registered name, an IPv4 address or a bracketed IPv6 literal. A
// Host value with user information ("localhost:@evil.example"), a path, quotes or spaces never matches.
const HOST_HEADER =
  /^(?<host>[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/;

export interface ConfiguredOrigin {
  /** `scheme://host[:port]`, the port left out when it is the scheme's default. */
  origin: string;
  /** What a browser sends as Host for this origin. */
  authority: string;
}

/**
 * The canonical form of an origin a tenant is configured with, or null when `value` is not an http(s) origin
 * (a path, a query, user information or another scheme).
 */
export function parseOrigin(value: string): ConfiguredOrigin | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/') return null;
  if (!HOST_HEADER.test(url.host)) return null;
  return { origin: url.origin, authority: url.host };
}

export interface HostLookup {
  /** The authority to look up first: the Host header as sent, in lower case. */
  authority: string;
  /**
   * With an explicit default port ("localhost:80"), the same origin is stored without it: look `host` up too,
   * but accept it only for an origin whose scheme has that default port.
   */
  withoutDefaultPort?: { authority: string; scheme: 'http:' | 'https:' };
}

/** How to look a Host header up among the configured origins; null when it is not a plain `host[:port]`. */
export function hostLookup(hostHeader: string | undefined): HostLookup | null {
  if (!hostHeader || hostHeader.length > 260) return null;
  const authority = hostHeader.toLowerCase();
  const match = HOST_HEADER.exec(authority);
  if (!match?.groups) return null;
  const { host, port } = match.groups;
  if (port !== undefined) {
    const number = Number(port);
    if (number < 1 || number > 65535 || String(number) !== port) return null;
    const scheme =
      port === DEFAULT_PORTS['http:'] ? 'http:' : port === DEFAULT_PORTS['https:'] ? 'https:' : null;
    if (scheme) return { authority, withoutDefaultPort: { authority: host!, scheme } };
  }
  return { authority };
}
