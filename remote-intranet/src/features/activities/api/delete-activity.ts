import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';

/** `DELETE /api/activities/{id}`. */
export const deleteActivity = (id: number): Promise<void> => apiDelete<void>(`activities/${id}`);

/** Resolves to whether the activity was deleted (a refusal shows `activity-cannot-be-deleted`). */
export function useDeleteActivity() {
  return useCallback(
    async (id: number) =>
      (await request(async () => (await deleteActivity(id)) ?? null, {
        successMessage: 'api.success.activity-deleted',
      })) !== undefined,
    [],
  );
}
