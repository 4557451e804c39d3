import Cookies from 'universal-cookie';
import { CONSENT_COOKIE_NAME, CONSENT_COOKIE_PATH } from '@enlace/shared/domain/core';

// Matomo's own cookies (visitor, visit, referrer) exist only because of the consent: they go with it.
const ANALYTICS_COOKIE_PREFIX = '_pk_';

/** Forgets the cookie decision (as the shell stores it) and the analytics cookies it allowed. */
export function forgetCookieConsent(): void {
  // A fresh instance parses document.cookie as it is now.
  const cookies = new Cookies(null, { path: CONSENT_COOKIE_PATH });
  cookies.remove(CONSENT_COOKIE_NAME, { path: CONSENT_COOKIE_PATH });
  for (const name of Object.keys(cookies.getAll({ doNotParse: true }) as Record<string, string>)) {
    if (name.startsWith(ANALYTICS_COOKIE_PREFIX)) cookies.remove(name, { path: '/' });
  }
}
