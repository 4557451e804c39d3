import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';

/** `DELETE /api/interventions/{id}`. */
export const deleteIntervention = (id: number): Promise<void> => apiDelete<void>(`interventions/${id}`);

/** Resolves to whether it was deleted (a refusal shows `intervention-has-participants`). */
export function useDeleteIntervention() {
  return useCallback(
    async (id: number) =>
      (await request(async () => (await deleteIntervention(id)) ?? null, {
        successMessage: 'api.success.intervention-deleted',
      })) !== undefined,
    [],
  );
}
