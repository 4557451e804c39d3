import { useCallback } from 'react';
import { apiPost, request } from '@enlace/shared/api';
import type { ParticipationStepAnswer } from '@enlace/shared/domain';

/** `POST /api/interventions/{id}/waiting-list/offer`: the volunteer takes the place offered to them. */
export const acceptWaitingListOffer = (interventionId: number): Promise<ParticipationStepAnswer> =>
  apiPost<ParticipationStepAnswer>(`interventions/${interventionId}/waiting-list/offer`);

/** Resolves to whether the volunteer got the place; a refusal (the offer expired) toasts its translated key. */
export function useAcceptWaitingListOffer() {
  return useCallback(
    async (interventionId: number) =>
      (await request(async () => (await acceptWaitingListOffer(interventionId)) ?? null, {
        successMessage: 'api.success.subscribed',
      })) !== undefined,
    [],
  );
}
