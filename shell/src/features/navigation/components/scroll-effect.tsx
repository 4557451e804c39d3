import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SCROLL_DELAY_MS, SCROLL_OFFSET_PX } from '@enlace/shared/domain/core';

/** Spec §2: with a hash, scroll to its element after a delay and below a fixed offset; otherwise to the top. */
export function ScrollEffect() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const timer = window.setTimeout(() => {
      const element = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
      window.scrollTo({ top, behavior: 'smooth' });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
