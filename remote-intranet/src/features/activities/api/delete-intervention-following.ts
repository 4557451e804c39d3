import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';

/** `DELETE /api/interventions/{id}/following`: the session and the later ones of its series, all or none. */
export const deleteInterventionFollowing = (id: number): Promise<void> =>
  apiDelete<void>(`interventions/${id}/following`);

/** Resolves to whether they were deleted (a refusal shows `intervention-has-participants`). */
export function useDeleteInterventionFollowing() {
  return useCallback(
    async (id: number) =>
      (await request(async () => (await deleteInterventionFollowing(id)) ?? null, {
        successMessage: 'api.success.series-following-deleted',
      })) !== undefined,
    [],
  );
}
