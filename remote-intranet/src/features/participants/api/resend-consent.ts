import { useCallback } from 'react';
import { apiPost, request } from '@enlace/shared/api';
import type { Participant } from '../participant-types';

/** `POST /api/interventions/{id}/participants/{participantId}/consent`: the tutor's email again, with a new link. */
export const resendConsent = (interventionId: number, participantId: number): Promise<Participant> =>
  apiPost<Participant>(`interventions/${interventionId}/participants/${participantId}/consent`);

/** Resolves to the participant with the new consent request, or undefined. */
export function useResendConsent(interventionId: number) {
  return useCallback(
    (participantId: number) =>
      request(() => resendConsent(interventionId, participantId), {
        successMessage: 'api.success.guardian-consent-requested',
      }),
    [interventionId],
  );
}
