import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';
import type { ParticipationStepAnswer } from '@enlace/shared/domain';

/** `DELETE /api/interventions/{id}/subscription`: the volunteer gives the place back. */
export const unsubscribe = (interventionId: number): Promise<ParticipationStepAnswer> =>
  apiDelete<ParticipationStepAnswer>(`interventions/${interventionId}/subscription`);

/** Resolves to whether the volunteer left; a refusal toasts its translated key. */
export function useUnsubscribe() {
  return useCallback(
    async (interventionId: number) =>
      (await request(async () => (await unsubscribe(interventionId)) ?? null, {
        successMessage: 'api.success.unsubscribed',
      })) !== undefined,
    [],
  );
}
