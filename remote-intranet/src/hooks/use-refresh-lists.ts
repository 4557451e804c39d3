import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After a save: the lists of what it changed are read again, a list on screen at once and the others when next
 * shown, so that a new, renamed or deleted record shows as such without a manual reload.
 */
export function useRefreshLists() {
  const queryClient = useQueryClient();
  return useCallback(
    (...families: Array<{ lists: () => QueryKey }>) => {
      for (const family of families) void queryClient.invalidateQueries({ queryKey: family.lists() });
    },
    [queryClient],
  );
}
