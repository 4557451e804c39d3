import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';

/** `DELETE /api/places/{id}` (administrators; docs/roles.md). */
export const deletePlace = (id: number): Promise<void> => apiDelete<void>(`places/${id}`);

/** Resolves to whether the place was deleted. */
export function useDeletePlace() {
  return useCallback(
    async (id: number) =>
      (await request(async () => (await deletePlace(id)) ?? null, {
        successMessage: 'api.success.place-deleted',
      })) !== undefined,
    [],
  );
}
