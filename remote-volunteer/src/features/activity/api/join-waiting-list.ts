import { useCallback } from 'react';
import { apiPost, request } from '@enlace/shared/api';
import type { WaitingListPlace } from '@enlace/shared/domain';

/** `POST /api/interventions/{id}/waiting-list`: the volunteer waits in line for a place of a full session. */
export const joinWaitingList = (interventionId: number): Promise<WaitingListPlace> =>
  apiPost<WaitingListPlace>(`interventions/${interventionId}/waiting-list`);

/** Resolves to whether the volunteer is now in line; a refusal toasts its translated key. */
export function useJoinWaitingList() {
  return useCallback(
    async (interventionId: number) =>
      (await request(async () => (await joinWaitingList(interventionId)) ?? null, {
        successMessage: 'api.success.waiting-list-joined',
      })) !== undefined,
    [],
  );
}
