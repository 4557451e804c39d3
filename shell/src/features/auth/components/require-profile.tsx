import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { fetchCurrentUser } from '@enlace/shared/api';
import type { AuthenticatedUser } from '@enlace/shared/domain/core';
import { logout, useSessionStore } from '@enlace/shared/session';
import { LoadingScreen } from '../../../components/loading-screen';

export type RequireProfileProps = {
  profile: AuthenticatedUser['profile'];
  children: ReactNode;
};

async function currentUserHasProfile(profile: AuthenticatedUser['profile']): Promise<boolean> {
  if (!useSessionStore.getState().token) return false;
  try {
    const user = await fetchCurrentUser();
    if (user) useSessionStore.getState().setUser(user);
    return user?.profile === profile;
  } catch {
    return false;
  }
}

/**
 * Spec §2: render when the user's profile matches; otherwise fetch the user first (with a token); when it
 * still does not match, log out and go to /login.
 */
export function RequireProfile({ profile, children }: RequireProfileProps) {
  const matches = useSessionStore((state) => state.user?.profile === profile);
  const [denied, setDenied] = useState(false);

  useEffect(() => {
    if (matches) return;
    let cancelled = false;
    setDenied(false);
    void currentUserHasProfile(profile).then((ok) => {
      if (cancelled || ok) return;
      logout();
      setDenied(true);
    });
    return () => {
      cancelled = true;
    };
  }, [matches, profile]);

  if (matches) return <>{children}</>;
  if (denied) return <Navigate to="/login" replace />;
  return <LoadingScreen />;
}
