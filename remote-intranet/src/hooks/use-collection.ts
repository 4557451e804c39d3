import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { Collection } from '@enlace/shared/domain';

/** A list as a screen has it: loading (with the page shown before, if any), shown, or failed. */
export type ListState<List> =
  { state: 'loading'; data?: List } | { state: 'ready'; data: List } | { state: 'error'; data?: List };

/** A page of a collection whose members are `T`. */
export type CollectionState<T> = ListState<Collection<T>>;

/**
 * One page of a list under `key` (from `queryKeys`, with the list's query), typed as the API answers it (a
 * collection, or a list answered whole such as the import history): the previous page stays on screen while the
 * next one loads, and a save that invalidates the list loads it again.
 */
export function useCollection<List extends { member: unknown[] }>(
  key: QueryKey,
  load: () => Promise<List>,
): ListState<List> & { reload: () => void } {
  const query = useQuery({ queryKey: key, queryFn: load, placeholderData: keepPreviousData });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const state = query.isError
    ? 'error'
    : query.isFetching || query.isPending || query.isPlaceholderData
      ? 'loading'
      : 'ready';
  const { data } = query;
  const shown = useMemo(() => ({ state, data }) as ListState<List>, [state, data]);
  // A page of rows that arrives is rendered in the background, in slices: no long task on a slow device.
  return { ...useDeferredValue(shown), reload };
}
