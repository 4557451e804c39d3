import { apiGet } from '@enlace/shared/api';
import type { OwnProfile } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/me`: the signed-in staff member's own person fields (references are IRIs). */
export type MyProfile = OwnProfile;

export const getMyProfile = (): Promise<MyProfile> => apiGet<MyProfile>('me');

export const useMyProfile = () => useResource(queryKeys.me, getMyProfile);
