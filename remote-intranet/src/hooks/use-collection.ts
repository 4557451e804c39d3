import { useCallback, useEffect, useState } from 'react';
import type { Collection } from '@enlace/shared/domain';

export type CollectionState<T> =
  | { state: 'loading'; data?: Collection<T> }
  | { state: 'ready'; data: Collection<T> }
  | { state: 'error'; data?: Collection<T> };

/**
 * One page of a collection, loaded again whenever `key` (the serialised query) changes; the previous page stays on
 * screen while the next one loads, and answers of an older key are dropped.
 */
export function useCollection<T>(
  key: string,
  load: () => Promise<Collection<T>>,
): CollectionState<T> & { reload: () => void } {
  const [result, setResult] = useState<CollectionState<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setResult((previous) => ({ state: 'loading', data: previous.data }));
    load().then(
      (data) => !cancelled && setResult({ state: 'ready', data }),
      () => !cancelled && setResult((previous) => ({ state: 'error', data: previous.data })),
    );
    return () => {
      cancelled = true;
    };
    // `key` names what `load` fetches; a new closure for the same key must not load again.
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...result, reload };
}
