import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CONSENT_ACCEPTED_VALUE } from '@enlace/shared/domain/core';
import { useConsentStore } from '../../../stores/consent-store';
import { loadMatomo, matomoQueue } from '../utils/load-matomo';

export type MatomoLoaderEffectProps = {
  /** Enables Matomo's heartbeat timer; off by default (spec §9). */
  heartbeat?: boolean;
};

/** Loads analytics only once cookies are accepted, then tracks a page view per route change. */
export function MatomoLoaderEffect({ heartbeat = false }: MatomoLoaderEffectProps) {
  const accepted = useConsentStore((state) => state.value === CONSENT_ACCEPTED_VALUE);
  const [ready, setReady] = useState(false);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!accepted) return;
    let cancelled = false;
    loadMatomo({ heartbeat })
      .then((loaded) => {
        if (!cancelled) setReady(loaded);
      })
      .catch((error: unknown) => console.warn('Analytics could not be loaded', error));
    return () => {
      cancelled = true;
    };
  }, [accepted, heartbeat]);

  useEffect(() => {
    if (!ready) return;
    const queue = matomoQueue();
    queue.push(['setCustomUrl', `${pathname}${search}`]);
    queue.push(['setDocumentTitle', document.title]);
    queue.push(['trackPageView']);
  }, [ready, pathname, search]);

  return null;
}
