import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import type { UserTwoStepVerification } from '@enlace/shared/domain';
import { queryKeys } from '../../api/query-keys';

/** `GET /api/users/{id}/mfa` (administrators): whether the person has two-step verification on. */
export const getUserMfa = (id: number): Promise<UserTwoStepVerification> =>
  apiGet<UserTwoStepVerification>(`users/${id}/mfa`);

export const useUserMfa = (id: number) =>
  useResource([...queryKeys.users.detail(id), 'mfa'], () => getUserMfa(id));
