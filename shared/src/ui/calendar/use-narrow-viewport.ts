import { useEffect, useState } from 'react';

/** Below Chakra's `md` breakpoint (48em): a phone, where the calendar is an agenda rather than a grid. */
const NARROW = '(max-width: 47.99em)';

const matches = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW).matches
    : false;

/** Whether the viewport is phone-sized, following it as it turns or resizes. */
export function useNarrowViewport(): boolean {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(NARROW);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
