import { apiPost } from '@enlace/shared/api';
import type { SuccessAnswer } from '@enlace/shared/contracts';

/** `POST /api/volunteers/{id}/guardian-consent`: a minor volunteer's tutor gets a new link to authorise. */
export const requestGuardianConsent = (id: number) =>
  apiPost<SuccessAnswer>(`volunteers/${id}/guardian-consent`);
