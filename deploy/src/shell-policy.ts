/**
 * The Content-Security-Policy of the shell's page (docs/adr/0007-browser-security-headers.md). Scripts come from
 * this origin, the remotes' origins (from the remotes manifest) and, when the tenant has analytics, its Matomo
 * host; styles only from this origin or with the page's nonce (emotion and the toasts insert theirs with it);
 * nothing inline, no eval, no plugins, no framing.
 */
export interface ShellPolicyInput {
  nonce: string;
  /** Origins of the remotes that the manifest places on other origins. */
  remoteOrigins: readonly string[];
  /** The tenant's Matomo host as a CSP source (matomoSource), or null without analytics. */
  matomo: string | null;
  https: boolean;
  /** Where violation reports go (the API's CSP_REPORT_PATH). */
  reportPath: string;
}

/** The Reporting API endpoint name that `report-to` refers to (the Reporting-Endpoints header names it). */
export const CSP_REPORT_ENDPOINT = 'csp-endpoint';

export function shellPolicyDirectives(input: ShellPolicyInput): Record<string, string[]> {
  const nonce = `'nonce-${input.nonce}'`;
  const matomo = input.matomo ? [input.matomo] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...input.remoteOrigins, ...matomo, nonce],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", nonce],
    // Tenant images are under /cdn/ on this origin; Matomo falls back to an image request to count a visit.
    'img-src': ["'self'", 'data:', ...matomo],
    // The remotes' mf-manifest.json are fetched; Matomo's tracker posts its hits.
    'connect-src': ["'self'", ...input.remoteOrigins, ...matomo],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [input.reportPath],
    'report-to': [CSP_REPORT_ENDPOINT],
    ...(input.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The origins other than the page's own that a remotes manifest loads from (a relative entry is this origin).
 */
export function remoteOriginsOf(remotesJson: string): string[] {
  const manifest = JSON.parse(remotesJson) as Record<string, string>;
  const base = 'http://gateway.invalid';
  const origins = new Set<string>();
  for (const address of Object.values(manifest)) {
    const origin = new URL(address, base).origin;
    if (origin !== base) origins.add(origin);
  }
  return [...origins];
}

/**
 * The tenant's `matomo_host` (`matomo.example.org`, `//…`, `https://…/path/`) as a CSP source, as the shell's
 * loader reads it: with its scheme when it names one, else scheme-less (the page's own). Null when there is
 * none or it is not a plain host name, so that a stored value can never add anything else to the policy.
 */
export function matomoSource(host: string | null | undefined): string | null {
  const value = host?.trim();
  if (!value) return null;
  const hasScheme = /^https?:\/\//i.test(value);
  let url: URL;
  try {
    url = new URL(hasScheme || value.startsWith('//') ? value : `//${value}`, 'https://base.invalid');
  } catch {
    return null;
  }
  if (!/^[a-z0-9.-]+$/.test(url.hostname) || url.hostname === 'base.invalid') return null;
  return hasScheme ? url.origin : url.host;
}

/**
 * Powerful browser features the product never uses, turned off for the page and anything it might embed.
 * Helmet no longer sets Permissions-Policy (the feature list keeps changing), so it is this one header on the
 * shell's page, the only document we serve.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');
