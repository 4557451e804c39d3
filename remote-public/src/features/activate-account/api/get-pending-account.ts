import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiGet } from '@enlace/shared/api';
import type { StoredPerson } from '@enlace/shared/forms';

/**
 * The account with what is already on record: what staff entered when they invited the person, or what the
 * person gave when signing up on the home page (mobile and birthday). Address parts are IRIs.
 */
export type PendingAccount = StoredPerson & {
  email: string;
  name: string;
  surname: string;
};

export type PendingAccountState =
  | { status: 'loading' }
  | { status: 'ready'; account: PendingAccount }
  | { status: 'invalid' }
  | { status: 'error' };

const INVALID_CODES = ['invalid-uri-variables', 'not-found'];

/** `GET /api/users/activate/{code}`: the account waiting for activation, to greet the person and fill the form. */
export const getPendingAccount = (code: string) =>
  apiGet<PendingAccount>(`users/activate/${encodeURIComponent(code)}`);

/** An invalid or used code is a state of the page, not a toast; other failures can be retried. */
export function usePendingAccount(code: string): PendingAccountState & { retry: () => void } {
  const [state, setState] = useState<PendingAccountState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getPendingAccount(code)
      .then((account) => {
        if (current) setState({ status: 'ready', account });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const errorCode = error instanceof ApiError ? error.code : undefined;
        setState({ status: errorCode && INVALID_CODES.includes(errorCode) ? 'invalid' : 'error' });
      });
    return () => {
      current = false;
    };
  }, [code, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
