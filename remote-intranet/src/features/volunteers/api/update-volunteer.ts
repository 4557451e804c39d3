import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request } from '@enlace/shared/api';
import { volunteerSchema } from '@enlace/shared/domain';
import type { Volunteer } from '@enlace/shared/domain';
import { toVolunteerPayload, type VolunteerFormValues } from '../utils/volunteer-form-values';

export const updateVolunteerInputSchema = volunteerSchema;

/** `PATCH /api/volunteers/{id}` (merge patch) with every field of the form. */
export const updateVolunteer = (id: number, values: VolunteerFormValues): Promise<Volunteer> =>
  apiPatch<Volunteer>(`volunteers/${id}`, toVolunteerPayload(values, 'update'));

/** Resolves to the saved volunteer, or undefined (violations are shown at their fields). */
export function useUpdateVolunteer(id: number) {
  return useCallback(
    (values: VolunteerFormValues, helpers: FormikHelpers<VolunteerFormValues>) =>
      request(() => updateVolunteer(id, values), {
        validation: { schema: updateVolunteerInputSchema, data: toVolunteerPayload(values, 'update') },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.volunteer-updated',
      }),
    [id],
  );
}
