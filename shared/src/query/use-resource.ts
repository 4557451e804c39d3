import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { ApiError } from '@enlace/shared/api';

/**
 * What a page shows for one resource: loading, the data, a refusal the page states in its own words (`not-found`
 * by default: unknown, deleted, or another tenant's), or a failure with a retry.
 */
export type ResourceState<T, Refusal extends string = 'not-found'> =
  | { state: 'loading'; data?: undefined }
  | { state: 'ready'; data: T }
  | { state: Refusal; data?: undefined }
  | { state: 'error'; data?: undefined };

export type ResourceResult<T, Refusal extends string = 'not-found'> = ResourceState<T, Refusal> & {
  /** Loads again; what is shown stays on screen meanwhile. */
  reload: () => void;
  /** Puts the answer of a save in place without loading again. */
  replace: (data: T) => void;
};

export type UseResourceOptions<Refusal extends string> = {
  /** The page's own state for a refused read; undefined for a failure that the retry button may cure. */
  refusal?: (error: unknown) => Refusal | undefined;
  /** False while the read must wait (nothing to read yet). */
  enabled?: boolean;
  /** A read that must not be repeated on its own (it creates something): once per key until `reload`. */
  once?: boolean;
};

const notFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? ('not-found' as const) : undefined;

/**
 * One resource read through the area's query cache under `key` (from the area's `queryKeys`): a page opened again
 * shows what it read before at once and refreshes it; a save that invalidates the key reloads it.
 */
export function useResource<T, Refusal extends string = 'not-found'>(
  key: QueryKey,
  load: () => Promise<T>,
  options: UseResourceOptions<Refusal> = {},
): ResourceResult<T, Refusal> {
  const queryClient = useQueryClient();
  const refusalOf = (options.refusal ?? notFound) as (error: unknown) => Refusal | undefined;
  const query = useQuery({
    queryKey: key,
    queryFn: load,
    enabled: options.enabled,
    // A refused read is final: only another key or the retry button asks again.
    retry: (failureCount, error) => {
      if (options.once || refusalOf(error)) return false;
      const retry = queryClient.getDefaultOptions().queries?.retry;
      return typeof retry === 'function' ? retry(failureCount, error) : Boolean(retry);
    },
    ...(options.once ? { staleTime: Infinity, gcTime: 0 } : {}),
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const serialisedKey = JSON.stringify(key);
  const replace = useCallback(
    (data: T) => queryClient.setQueryData(JSON.parse(serialisedKey) as QueryKey, data),
    [queryClient, serialisedKey],
  );
  const { status, data, error } = query;
  const shown = useMemo(
    () => stateOf({ status, data, error }, refusalOf),
    // refusalOf is the page's own mapping, the same for the page's whole life.
    [status, data, error],
  );
  // An answer that arrives is rendered in the background, in slices (useDeferredValue): a page full of cards or
  // rows then never blocks the phone's main thread in one long task, and a tap meanwhile is answered at once.
  return { ...useDeferredValue(shown), reload, replace };
}

function stateOf<T, Refusal extends string>(
  query: { status: 'pending' | 'success' | 'error'; data: T | undefined; error: unknown },
  refusalOf: (error: unknown) => Refusal | undefined,
): ResourceState<T, Refusal> {
  if (query.status === 'success') return { state: 'ready', data: query.data as T };
  if (query.status === 'error') {
    const refusal = refusalOf(query.error);
    return refusal === undefined ? { state: 'error' } : { state: refusal };
  }
  return { state: 'loading' };
}
