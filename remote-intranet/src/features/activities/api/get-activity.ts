import { apiGet } from '@enlace/shared/api';
import type { Activity } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/api';

/** `GET /api/activities/{id}`; 404 for an unknown id or another tenant's activity. */
export const getActivity = (id: string): Promise<Activity> =>
  apiGet<Activity>(`activities/${encodeURIComponent(id)}`);

export const useActivity = (id: string) => useResource(`activity:${id}`, () => getActivity(id));
