import { apiGet } from '@enlace/shared/api';
import type { OwnProfile } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from './query-keys';

/** `GET /api/me`: the volunteer's own person and volunteering fields, and why they may not subscribe yet. */
export const getMyProfile = (): Promise<OwnProfile> => apiGet<OwnProfile>('me');

export const useMyProfile = () => useResource(queryKeys.me, getMyProfile);
