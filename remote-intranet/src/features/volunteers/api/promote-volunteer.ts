import { useCallback } from 'react';
import { apiPost, request } from '@enlace/shared/api';
import type { StaffMember } from '@enlace/shared/domain';

/**
 * `POST /api/volunteers/{id}/promote`: the same account becomes a coordinator (staff profile) and leaves the
 * volunteers; the API answers the coordinator.
 */
export const promoteVolunteer = (id: number): Promise<StaffMember> =>
  apiPost<StaffMember>(`volunteers/${id}/promote`);

/** Resolves to the new coordinator, or undefined (errors are already shown by the request wrapper). */
export function usePromoteVolunteer() {
  return useCallback(
    (id: number) =>
      request(() => promoteVolunteer(id), {
        successMessage: 'api.success.volunteer-promoted',
      }),
    [],
  );
}
