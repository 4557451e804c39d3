import { useCallback } from 'react';
import { apiPost, request } from '@enlace/shared/api';
import type { ParticipationStepAnswer } from '@enlace/shared/domain';

/** `POST /api/interventions/{id}/subscription`: the volunteer takes a place. */
export const subscribe = (interventionId: number): Promise<ParticipationStepAnswer> =>
  apiPost<ParticipationStepAnswer>(`interventions/${interventionId}/subscription`);

/** Resolves to whether the volunteer got the place; a refusal toasts its translated key. */
export function useSubscribe() {
  return useCallback(
    async (interventionId: number) =>
      (await request(async () => (await subscribe(interventionId)) ?? null, {
        successMessage: 'api.success.subscribed',
      })) !== undefined,
    [],
  );
}
