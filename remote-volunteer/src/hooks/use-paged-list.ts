import { useCallback, useEffect, useState } from 'react';
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
  /** The next page could not be loaded (the loaded ones stay on screen); `retry` asks for it again. */
  moreFailed: boolean;
  /** "Ver más": appends the next page to what is shown. */
  loadMore: () => void;
  retry: () => void;
};

/**
 * A collection read page after page, each one appended to those shown ("Ver más"). A new `key` (another list)
 * starts again from its first page; answers of an older key are dropped.
 */
export function usePagedList<T extends { '@id': string }>(
  key: string,
  loadPage: (page: number) => Promise<Collection<T>>,
): PagedListState<T> {
  const [items, setItems] = useState<T[]>([]);
  const [position, setPosition] = useState({ key, page: 1 });
  const [attempt, setAttempt] = useState(0);
  const [totalItems, setTotalItems] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const page = position.key === key ? position.page : 1;
  if (position.key !== key) setPosition({ key, page: 1 });

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    if (page === 1) setItems([]);
    loadPage(page).then(
      (collection) => {
        if (cancelled) return;
        setItems((shown) => {
          // A next page appends, leaving out anything shown already (a list that moved meanwhile).
          const base = page === 1 ? [] : shown;
          const known = new Set(base.map((item) => item['@id']));
          return [...base, ...collection.member.filter((item) => !known.has(item['@id']))];
        });
        setTotalItems(collection.totalItems);
        setHasMore(Boolean(collection.view?.next));
        setState('ready');
      },
      () => !cancelled && setState('error'),
    );
    return () => {
      cancelled = true;
    };
    // `key` and `page` name what `loadPage` fetches; a new closure for the same page must not load again.
  }, [key, page, attempt]);

  const loadMore = useCallback(
    () => setPosition((current) => ({ key: current.key, page: current.page + 1 })),
    [],
  );
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const more = page > 1;
  return {
    state: more ? 'ready' : state,
    items,
    totalItems,
    hasMore,
    loadingMore: more && state === 'loading',
    moreFailed: more && state === 'error',
    loadMore,
    retry,
  };
}
