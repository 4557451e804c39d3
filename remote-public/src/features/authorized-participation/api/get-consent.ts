import { ApiError, apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';
import type { ConsentView } from '@enlace/shared/contracts';

export type { ConsentView };

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
export const useConsent = (code: string) =>
  useResource(queryKeys.consent(code), () => getConsent(code), { refusal: consentStateOf });
