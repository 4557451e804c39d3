import type { AuthenticatedUser } from '../domain/types';

export const isValidated = (user: Pick<AuthenticatedUser, 'validated'> | null | undefined): boolean =>
  user?.validated === true;
