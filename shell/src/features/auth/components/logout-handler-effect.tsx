import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerLogoutHandler } from '@enlace/shared/session';

/** Whoever logs out (a 401, a failed refresh, the logout button), the router goes to /login. */
export function LogoutHandlerEffect() {
  const navigate = useNavigate();
  useEffect(() => {
    const unregister: unknown = registerLogoutHandler(() => navigate('/login', { replace: true }));
    return typeof unregister === 'function' ? (unregister as () => void) : undefined;
  }, [navigate]);
  return null;
}
