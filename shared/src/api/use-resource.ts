import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-error';

export type ResourceState<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  /** The API answered 404: unknown, deleted, or another tenant's. */
  | { state: 'not-found' }
  | { state: 'error' };

/**
 * One resource (a detail page's record), loaded again when `key` changes. `replace` puts the answer of a save in
 * place without loading again; `reload` loads again (after an action).
 */
export function useResource<T>(
  key: string,
  load: () => Promise<T>,
): ResourceState<T> & { reload: () => void; replace: (data: T) => void } {
  const [result, setResult] = useState<ResourceState<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const shownKey = useRef(key);

  useEffect(() => {
    let cancelled = false;
    // Another resource: do not show the previous one meanwhile. A reload keeps it on screen.
    if (shownKey.current !== key) setResult({ state: 'loading' });
    shownKey.current = key;
    load().then(
      (data) => !cancelled && setResult({ state: 'ready', data }),
      (error: unknown) =>
        !cancelled &&
        setResult({ state: error instanceof ApiError && error.status === 404 ? 'not-found' : 'error' }),
    );
    return () => {
      cancelled = true;
    };
    // `key` names what `load` fetches; a new closure for the same key must not load again.
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const replace = useCallback((data: T) => setResult({ state: 'ready', data }), []);
  return { ...result, reload, replace };
}
