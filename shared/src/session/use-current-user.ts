import { useMemo } from 'react';
import type { AuthenticatedUser } from '@enlace/shared/domain/core';
import { getFullName } from './get-full-name';
import { getInitials } from './get-initials';
import { isAdmin } from './is-admin';
import { isValidated } from './is-validated';
import { useSessionStore } from './session-store';

export type CurrentUser = {
  user: AuthenticatedUser | null;
  fullName: string;
  initials: string;
  isAdmin: boolean;
  isValidated: boolean;
};

/** The signed-in user and its derived values (spec §3). */
export const useCurrentUser = (): CurrentUser => {
  const user = useSessionStore((state) => state.user);
  return useMemo(
    () => ({
      user,
      fullName: getFullName(user),
      initials: getInitials(user),
      isAdmin: isAdmin(user),
      isValidated: isValidated(user),
    }),
    [user],
  );
};
