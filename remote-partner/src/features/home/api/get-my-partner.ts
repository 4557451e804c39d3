import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiGet } from '@enlace/shared/api';
import type { MyPartner } from '@enlace/shared/domain';

/** `GET /api/my-partner`: the signed-in contact person's own organisation. */
export const getMyPartner = (): Promise<MyPartner> => apiGet<MyPartner>('my-partner');

export type MyPartnerState =
  | { state: 'loading' }
  | { state: 'ready'; data: MyPartner }
  /** The account is linked to no organisation (404). */
  | { state: 'none' }
  | { state: 'error' };

/** The organisation of the home page, with a retry after an error. */
export function useMyPartner(): MyPartnerState & { reload: () => void } {
  const [result, setResult] = useState<MyPartnerState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setResult({ state: 'loading' });
    getMyPartner().then(
      (data) => current && setResult({ state: 'ready', data }),
      (error: unknown) =>
        current && setResult({ state: error instanceof ApiError && error.status === 404 ? 'none' : 'error' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...result, reload };
}
