import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { Collection } from '@enlace/shared/domain';

export type PagedListState<T> = {
  /** The first page: loading, shown, or failed. */
  state: 'loading' | 'ready' | 'error';
  /** Every page loaded so far, in order. */
  items: T[];
  totalItems: number;
  hasMore: boolean;
  /** A next page is on its way (the loaded ones stay on screen). */
  loadingMore: boolean;
  /** The next page could not be loaded (the loaded ones stay on screen); `reload` asks for it again. */
  moreFailed: boolean;
  /** "Ver más": appends the next page to what is shown. */
  loadMore: () => void;
  /** Asks again for what failed: the next page, or the list from its first page. */
  reload: () => void;
};

/**
 * A collection read page after page under `key` (from `queryKeys`), each page appended to those shown ("Ver
 * más"). Another key (another list) starts again from its first page; `lastPage` is the latest answer as it came
 * (for what a list adds to its pages, such as a total).
 */
export function usePagedList<C extends Collection<{ '@id': string }>>(
  key: QueryKey,
  loadPage: (page: number) => Promise<C>,
): PagedListState<C['member'][number]> & { lastPage?: C } {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => loadPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: C, pages: C[]) => (last.view?.next ? pages.length + 1 : undefined),
  });
  const pages = query.data?.pages;
  const items = useMemo(() => {
    // A next page appends, leaving out anything shown already (a list that moved meanwhile).
    const known = new Set<string>();
    return (pages ?? []).flatMap((page): C['member'] =>
      page.member.filter((item) => !known.has(item['@id']) && Boolean(known.add(item['@id']))),
    );
  }, [pages]);
  const { fetchNextPage, refetch } = query;
  const moreFailed = query.isFetchNextPageError && !query.isFetching;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const reload = useCallback(
    () => void (moreFailed ? fetchNextPage() : refetch()),
    [moreFailed, fetchNextPage, refetch],
  );
  const lastPage = pages?.[pages.length - 1];
  const firstPageFailed = query.isError && !query.isFetchNextPageError && !query.isFetching;
  const state = firstPageFailed ? 'error' : pages ? 'ready' : 'loading';
  const totalItems = lastPage?.totalItems ?? 0;
  const hasMore = query.hasNextPage;
  const loadingMore = query.isFetchingNextPage;
  const shown = useMemo(
    () => ({ state, items, totalItems, hasMore, loadingMore, moreFailed, lastPage }) as const,
    [state, items, totalItems, hasMore, loadingMore, moreFailed, lastPage],
  );
  // Pages that arrive are rendered in the background, in slices: no long task on a phone.
  return { ...useDeferredValue(shown), loadMore, reload };
}
