import { useCallback } from 'react';
import { type ApiError, apiPost, request } from '@enlace/shared/api';
import type { SuccessAnswer } from '@enlace/shared/contracts';

/** `POST /api/authorized-participation/{code}` (public): the tutor's consent. */
export const authorizeParticipation = (code: string) =>
  apiPost<SuccessAnswer>(`authorized-participation/${encodeURIComponent(code)}`);

/** Resolves to whether the consent was recorded; `onError` lets the page show an expired or used code. */
export function useAuthorizeParticipation(code: string, onError: (error: ApiError) => void) {
  return useCallback(
    async () =>
      (await request(() => authorizeParticipation(code), {
        successMessage: 'api.success.guardian-consent-confirmed',
        onError,
      })) !== undefined,
    [code, onError],
  );
}
