import { apiGet, useResource } from '@enlace/shared/api';
import type { UserTwoStepVerification } from '@enlace/shared/domain';

/** `GET /api/users/{id}/mfa` (administrators): whether the person has two-step verification on. */
export const getUserMfa = (id: number): Promise<UserTwoStepVerification> =>
  apiGet<UserTwoStepVerification>(`users/${id}/mfa`);

export const useUserMfa = (id: number) => useResource(`users/${id}/mfa`, () => getUserMfa(id));
