import { apiPost } from '@enlace/shared/api';

/** `POST /api/volunteers/{id}/guardian-consent`: a minor volunteer's tutor gets a new link to authorise. */
export const requestGuardianConsent = (id: number) =>
  apiPost<{ success: boolean }>(`volunteers/${id}/guardian-consent`);
