import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';
import type { ParticipationStepAnswer } from '@enlace/shared/domain';

/** `DELETE /api/interventions/{id}/waiting-list`: the volunteer leaves the line (declining a place offered). */
export const leaveWaitingList = (interventionId: number): Promise<ParticipationStepAnswer> =>
  apiDelete<ParticipationStepAnswer>(`interventions/${interventionId}/waiting-list`);

/** Resolves to whether the volunteer left the line; a refusal toasts its translated key. */
export function useLeaveWaitingList() {
  return useCallback(
    async (interventionId: number) =>
      (await request(async () => (await leaveWaitingList(interventionId)) ?? null, {
        successMessage: 'api.success.waiting-list-left',
      })) !== undefined,
    [],
  );
}
