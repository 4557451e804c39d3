import { useCallback } from 'react';
import { apiPost, request } from '@enlace/shared/api';
import type { JsonLdResource } from '@enlace/shared/domain';

/**
 * `POST /api/volunteers/{id}/promote`: the same account becomes a coordinator (staff profile) and leaves the
 * volunteers; the API answers the coordinator.
 */
export const promoteVolunteer = (id: number): Promise<JsonLdResource> =>
  apiPost<JsonLdResource>(`volunteers/${id}/promote`);

/** Resolves to whether the volunteer was promoted (errors are already shown by the request wrapper). */
export function usePromoteVolunteer() {
  return useCallback(
    async (id: number) =>
      (await request(async () => (await promoteVolunteer(id)) ?? null, {
        successMessage: 'api.success.volunteer-promoted',
      })) !== undefined,
    [],
  );
}
