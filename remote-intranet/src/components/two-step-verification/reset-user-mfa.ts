import { apiDelete } from '@enlace/shared/api';

/**
 * `DELETE /api/users/{id}/mfa` (administrators, never on themselves): turns the person's two-step verification off
 * and ends their sessions.
 */
export const resetUserMfa = async (id: number): Promise<true> => {
  await apiDelete(`users/${id}/mfa`);
  return true;
};
