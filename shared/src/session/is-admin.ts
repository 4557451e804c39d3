import { ADMIN_ROLE } from '../domain/enumerations';
import type { AuthenticatedUser } from '../domain/types';

export const isAdmin = (user: Pick<AuthenticatedUser, 'roles'> | null | undefined): boolean =>
  Boolean(user?.roles?.includes(ADMIN_ROLE));
