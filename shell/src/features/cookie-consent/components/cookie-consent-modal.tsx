import { lazy, Suspense, useState } from 'react';
import { useConsentStore } from '../../../stores/consent-store';

// The notice and Chakra's dialog come only to a visitor who has not chosen yet: most page loads have chosen.
const CookieConsentNotice = lazy(() => import('./cookie-consent-notice'));

/** The cookie notice (cookie-consent-notice.tsx), loaded the first time it is needed and kept while it closes. */
export function CookieConsentModal() {
  const undecided = useConsentStore((state) => state.value === undefined);
  const [shown] = useState(undecided);
  if (!undecided && !shown) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentNotice />
    </Suspense>
  );
}
