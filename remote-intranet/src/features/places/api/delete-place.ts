import { useCallback } from 'react';
import { apiDelete, request } from '@enlace/shared/api';
import { queryKeys } from '../../../api/query-keys';
import { useRefreshLists } from '../../../hooks/use-refresh-lists';

/** `DELETE /api/places/{id}` (administrators; docs/roles.md). */
export const deletePlace = (id: number): Promise<void> => apiDelete<void>(`places/${id}`);

/** Resolves to whether the place was deleted. */
export function useDeletePlace() {
  const refreshLists = useRefreshLists();
  return useCallback(
    async (id: number) => {
      const deleted =
        (await request(async () => (await deletePlace(id)) ?? null, {
          successMessage: 'api.success.place-deleted',
        })) !== undefined;
      if (deleted) refreshLists(queryKeys.places);
      return deleted;
    },
    [refreshLists],
  );
}
