import { ADMIN_ROLE } from '@enlace/shared/domain/core';
import type { AuthenticatedUser } from '@enlace/shared/domain/core';
export const isAdmin = (user: Pick<AuthenticatedUser, 'roles'> | null | undefined): boolean =>
  Boolean(user?.roles?.includes(ADMIN_ROLE));
