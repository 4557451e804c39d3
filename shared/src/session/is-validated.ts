import type { AuthenticatedUser } from '@enlace/shared/domain/core';
export const isValidated = (user: Pick<AuthenticatedUser, 'validated'> | null | undefined): boolean =>
  user?.validated === true;
