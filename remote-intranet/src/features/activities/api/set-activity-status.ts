import { useCallback } from 'react';
import { apiPatch, request } from '@enlace/shared/api';
import type { Activity, ActivityStatus } from '@enlace/shared/domain';

/** `PATCH /api/activities/{id}` with the status only: one move of the lifecycle. */
export const setActivityStatus = (id: number, status: ActivityStatus): Promise<Activity> =>
  apiPatch<Activity>(`activities/${id}`, { status });

/** Resolves to the saved activity, or undefined when the API refused the move (its key is shown). */
export function useSetActivityStatus() {
  return useCallback(
    (id: number, status: ActivityStatus) =>
      request(() => setActivityStatus(id, status), { successMessage: 'api.success.activity-updated' }),
    [],
  );
}
