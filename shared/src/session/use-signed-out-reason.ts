import { useEffect, useState } from 'react';
import { type SignedOutReason, useSessionStore } from './session-store';

/**
 * Why the person was just signed out without asking for it (for the sign-in page to say so), or null. The page
 * that shows it takes it: it is said once, not again on the next visit.
 */
export const useSignedOutReason = (): SignedOutReason | null => {
  const [reason] = useState(() => useSessionStore.getState().signedOutBecause);
  useEffect(() => {
    if (useSessionStore.getState().signedOutBecause) useSessionStore.getState().forgetSignedOutReason();
  }, []);
  return reason;
};
