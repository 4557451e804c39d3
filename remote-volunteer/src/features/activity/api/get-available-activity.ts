import { apiGet } from '@enlace/shared/api';
import type { AvailableActivity } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/available_activities/{id}`; 404 for an activity volunteers do not see, or another tenant's. */
export const getAvailableActivity = (id: string): Promise<AvailableActivity> =>
  apiGet<AvailableActivity>(`available_activities/${encodeURIComponent(id)}`);

export const useAvailableActivity = (id: string) =>
  useResource(queryKeys.availableActivity(id), () => getAvailableActivity(id));
