import { useCallback } from 'react';
import { apiPost, request } from '@enlace/shared/api';

/** `POST /api/coordinators/{id}/transfer`: every activity of the coordinator passes to another one. */
export const transferCoordinatorActivities = (id: number, coordinatorIri: string) =>
  apiPost<{ success: boolean; transferred: number }>(`coordinators/${id}/transfer`, {
    coordinator: coordinatorIri,
  });

/** Resolves to whether the activities were transferred (a refusal shows its key). */
export function useTransferCoordinatorActivities() {
  return useCallback(
    async (id: number, coordinatorIri: string) =>
      (await request(() => transferCoordinatorActivities(id, coordinatorIri), {
        successMessage: 'api.success.coordinator-activities-transferred',
      })) !== undefined,
    [],
  );
}
