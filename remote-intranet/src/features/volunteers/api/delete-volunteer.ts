import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';
import type { DeletionReason } from '@enlace/shared/domain';

/** `DELETE /api/volunteers/{id}` with the reason: the person leaves the lists and their data is anonymised. */
export const deleteVolunteer = (id: number, reason: DeletionReason): Promise<void> =>
  apiDelete<void>(`volunteers/${id}`, { reason });

/** Resolves to whether the volunteer was deleted (errors are already shown by the request wrapper). */
export function useDeleteVolunteer() {
  return useCallback(
    async (id: number, reason: DeletionReason) =>
      (await request(async () => (await deleteVolunteer(id, reason)) ?? null, {
        successMessage: 'api.success.volunteer-deleted',
      })) !== undefined,
    [],
  );
}
