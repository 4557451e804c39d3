import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SCROLL_DELAY_MS, SCROLL_OFFSET_PX } from '@enlace/shared/domain/core';

// Ours: how long a hash target may take to appear when its page is still loading (a lazy page, a remote).
const HASH_TARGET_WAIT_MS = 5000;

const scrollBelowOffset = (element: HTMLElement) => {
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
};

/**
 * Spec §2: with a hash, scroll to its element after a delay and below a fixed offset; otherwise to the top. A link
 * straight to a section of a page whose code is still loading scrolls as soon as the section appears.
 */
export function ScrollEffect() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    const stopWaiting = () => {
      observer?.disconnect();
      window.clearTimeout(giveUp);
    };
    const timer = window.setTimeout(() => {
      const element = document.getElementById(id);
      if (element) {
        scrollBelowOffset(element);
        return;
      }
      observer = new MutationObserver(() => {
        const appeared = document.getElementById(id);
        if (!appeared) return;
        stopWaiting();
        scrollBelowOffset(appeared);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(stopWaiting, HASH_TARGET_WAIT_MS);
    }, SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, [pathname, hash]);

  return null;
}
