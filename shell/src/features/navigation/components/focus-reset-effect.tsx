import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * When the page changes (another path), the keyboard starts again from the top, as after a full page load: the
 * next Tab reaches the skip link. Otherwise the focus would stay on a button the old page removed (the sign-in's
 * "Entrar") and Tab would continue from the middle of the new page.
 */
export function FocusResetEffect() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const { body } = document;
    // The body takes the focus only with a tabindex; it is removed at once, so it is never a Tab stop.
    body.setAttribute('tabindex', '-1');
    body.focus({ preventScroll: true });
    body.removeAttribute('tabindex');
  }, [pathname]);

  return null;
}
