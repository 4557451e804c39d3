import { apiGet } from '@enlace/shared/api';
import type { Activity } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/activities/{id}`; 404 for an unknown id or another tenant's activity. */
export const getActivity = (id: string): Promise<Activity> =>
  apiGet<Activity>(`activities/${encodeURIComponent(id)}`);

export const useActivity = (id: string) =>
  useResource(queryKeys.activities.detail(id), () => getActivity(id));
