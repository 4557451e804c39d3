import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiGet } from '@enlace/shared/api';
import type { ConsentView } from '@enlace/shared/contracts';

export type { ConsentView };

export type ConsentState =
  | { status: 'loading' }
  | { status: 'ready'; consent: ConsentView }
  | { status: 'invalid' }
  | { status: 'expired' }
  | { status: 'error' };

/** `GET /api/authorized-participation/{code}` (public). */
export const getConsent = (code: string) =>
  apiGet<ConsentView>(`authorized-participation/${encodeURIComponent(code)}`);

/** The state a refusal of the code leaves the page in; undefined for a failure that can be retried. */
export function consentStateOf(error: unknown): 'invalid' | 'expired' | undefined {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'consent-code-expired') return 'expired';
  if (code === 'invalid-consent-code' || code === 'not-found' || code === 'bad-request') return 'invalid';
  return undefined;
}

/** An unknown, replaced or expired code is a state of the page, not a toast; other failures can be retried. */
export function useConsent(code: string): ConsentState & { retry: () => void } {
  const [state, setState] = useState<ConsentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getConsent(code)
      .then((consent) => {
        if (current) setState({ status: 'ready', consent });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: consentStateOf(error) ?? 'error' });
      });
    return () => {
      current = false;
    };
  }, [code, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
