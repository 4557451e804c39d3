import { useEffect } from 'react';
import { apiGet, toApiError } from '@enlace/shared/api';
import type { SuccessAnswer } from '@enlace/shared/contracts';

const EXPIRED = 'password-request-expired';

/** `GET /api/users/reset-password/{code}`: whether the emailed link still works (asking does not use it). */
export const getResetPassword = (code: string) =>
  apiGet<SuccessAnswer>(`users/reset-password/${encodeURIComponent(code)}`);

/**
 * Checks the link as soon as its page opens: `onExpired` runs when it has expired or was used, so the page says
 * so before anyone types a password. Any other failure says nothing here; sending the form still tells.
 */
export function useResetPasswordCheck(code: string, onExpired: () => void) {
  useEffect(() => {
    let current = true;
    getResetPassword(code).catch(async (error: unknown) => {
      if (current && (await toApiError(error)).code === EXPIRED) onExpired();
    });
    return () => {
      current = false;
    };
  }, [code, onExpired]);
}
