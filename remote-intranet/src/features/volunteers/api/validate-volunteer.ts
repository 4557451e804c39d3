import { useCallback } from 'react';
import { apiPost, request } from '@enlace/shared/api';
import type { Volunteer } from '@enlace/shared/domain';

/** `POST /api/volunteers/{id}/validate`: records when and by whom the profile was validated. */
export const validateVolunteer = (id: number): Promise<Volunteer> =>
  apiPost<Volunteer>(`volunteers/${id}/validate`);

/** Resolves to the validated volunteer, or undefined (errors are already shown by the request wrapper). */
export function useValidateVolunteer() {
  return useCallback(
    (id: number) =>
      request(() => validateVolunteer(id), { successMessage: 'api.success.volunteer-validated' }),
    [],
  );
}
