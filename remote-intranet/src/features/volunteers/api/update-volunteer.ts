import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, type GuardedEdit, request } from '@enlace/shared/api';
import { volunteerSchema } from '@enlace/shared/domain';
import type { Volunteer } from '@enlace/shared/domain';
import { toVolunteerPayload, type VolunteerFormValues } from '../utils/volunteer-form-values';

export const updateVolunteerInputSchema = volunteerSchema;

/** `PATCH /api/volunteers/{id}` (merge patch) with every field of the form. */
export const updateVolunteer = (
  id: number,
  values: VolunteerFormValues,
  ifMatch?: string,
): Promise<Volunteer> =>
  apiPatch<Volunteer>(`volunteers/${id}`, toVolunteerPayload(values, 'update'), { ifMatch });

/**
 * Resolves to the saved volunteer, or undefined (violations are shown at their fields). With `ifMatch` (the
 * loaded record's ETag) a save after someone else's change is refused, and `onResourceChanged` runs instead of a
 * toast.
 */
export function useUpdateVolunteer(id: number, { ifMatch, onResourceChanged }: GuardedEdit = {}) {
  return useCallback(
    (values: VolunteerFormValues, helpers: FormikHelpers<VolunteerFormValues>) =>
      request(() => updateVolunteer(id, values, ifMatch), {
        validation: { schema: updateVolunteerInputSchema, data: toVolunteerPayload(values, 'update') },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.volunteer-updated',
        onResourceChanged,
      }),
    [id, ifMatch, onResourceChanged],
  );
}
