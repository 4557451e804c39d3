import {
  MATOMO_HEARTBEAT_SECONDS,
  MATOMO_POLL_INTERVAL_MS,
  MATOMO_SCRIPT_WAIT_MS,
} from '@enlace/shared/domain/core';

export type MatomoConfig = { host: string | null; siteId: string | null };

export type LoadMatomoOptions = {
  /** Heartbeat timer (MATOMO_HEARTBEAT_SECONDS); off by default. */
  heartbeat?: boolean;
};

type MatomoWindow = Window & {
  _paq?: unknown[][] | { push: (command: unknown[]) => void };
  Matomo?: unknown;
};

const SCRIPT_ID = 'enlace-matomo';

/** The tracker queue; Matomo replaces the array with its own pusher once loaded. */
export function matomoQueue(): { push: (command: unknown[]) => void } {
  const win = window as MatomoWindow;
  win._paq = win._paq ?? [];
  return win._paq as { push: (command: unknown[]) => void };
}

function waitForMatomo(): Promise<boolean> {
  const win = window as MatomoWindow;
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (win.Matomo !== undefined) return resolve(true);
      if (Date.now() - started >= MATOMO_SCRIPT_WAIT_MS) return resolve(false);
      window.setTimeout(check, MATOMO_POLL_INTERVAL_MS);
    };
    check();
  });
}

/**
 * Reads /matomo-config (outside /api) and, when it names a host and a site, injects the tracker and waits up to
 * MATOMO_SCRIPT_WAIT_MS for it. Resolves true when page views can be tracked.
 */
export async function loadMatomo(options: LoadMatomoOptions = {}): Promise<boolean> {
  const response = await fetch('/matomo-config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/matomo-config answered ${response.status}`);
  const config = (await response.json()) as MatomoConfig;
  if (!config.host || !config.siteId) return false;

  const base = /^(https?:)?\/\//.test(config.host) ? config.host : `//${config.host}`;
  const root = base.endsWith('/') ? base : `${base}/`;
  const queue = matomoQueue();
  queue.push(['setTrackerUrl', `${root}matomo.php`]);
  queue.push(['setSiteId', config.siteId]);
  queue.push(['enableLinkTracking']);
  if (options.heartbeat) queue.push(['enableHeartBeatTimer', MATOMO_HEARTBEAT_SECONDS]);

  if (!document.getElementById(SCRIPT_ID)) {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `${root}matomo.js`;
    document.head.appendChild(script);
  }
  const ready = await waitForMatomo();
  if (!ready) console.warn(`Matomo did not load within ${MATOMO_SCRIPT_WAIT_MS} ms`);
  return ready;
}
