import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { followOtherTabs, registerLogoutHandler } from '@enlace/shared/session';

/** Whoever logs out (a 401, a failed refresh, the logout button, another tab), the router goes to /login. */
export function LogoutHandlerEffect() {
  const navigate = useNavigate();
  useEffect(() => {
    const unregister: unknown = registerLogoutHandler(() => navigate('/login', { replace: true }));
    return typeof unregister === 'function' ? (unregister as () => void) : undefined;
  }, [navigate]);
  // Every tab follows at once a sign-out, or a sign-in as someone else, in another tab of the browser.
  useEffect(() => followOtherTabs(), []);
  return null;
}
