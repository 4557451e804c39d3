import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { Collection } from '@enlace/shared/domain';

export type CollectionState<T> =
  | { state: 'loading'; data?: Collection<T> }
  | { state: 'ready'; data: Collection<T> }
  | { state: 'error'; data?: Collection<T> };

/**
 * One page of a collection under `key` (from `queryKeys`, with the list's query): the previous page stays on
 * screen while the next one loads, and a save that invalidates the list loads it again.
 */
export function useCollection<T>(
  key: QueryKey,
  load: () => Promise<Collection<T>>,
): CollectionState<T> & { reload: () => void } {
  const query = useQuery({ queryKey: key, queryFn: load, placeholderData: keepPreviousData });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const state = query.isError
    ? 'error'
    : query.isFetching || query.isPending || query.isPlaceholderData
      ? 'loading'
      : 'ready';
  const { data } = query;
  const shown = useMemo(() => ({ state, data }) as CollectionState<T>, [state, data]);
  // A page of rows that arrives is rendered in the background, in slices: no long task on a slow device.
  return { ...useDeferredValue(shown), reload };
}
