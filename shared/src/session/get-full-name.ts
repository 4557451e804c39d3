import type { AuthenticatedUser } from '@enlace/shared/domain/core';
type Named = Pick<AuthenticatedUser, 'name' | 'surnames'>;

export const getFullName = (user: Named | null | undefined): string =>
  user ? [user.name, user.surnames].filter(Boolean).join(' ').trim() : '';
