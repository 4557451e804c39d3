import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import type { ApiError } from '@enlace/shared/api';
import { volunteerSchema } from '@enlace/shared/domain';
import type { Volunteer } from '@enlace/shared/domain';
import { toVolunteerPayload, type VolunteerFormValues } from '../utils/volunteer-form-values';

export const createVolunteerInputSchema = volunteerSchema;

/** `POST /api/volunteers`: registers the volunteer and sends the activation email. */
export const createVolunteer = (values: VolunteerFormValues): Promise<Volunteer> =>
  apiPost<Volunteer>('volunteers', toVolunteerPayload(values, 'create'));

/**
 * Resolves to the new volunteer, or undefined when the API refused it: violations (`email-already-exists`…) go to
 * their fields, and `onError` lets the screen react to the tier cap (`volunteer-exceeds-limit`).
 */
export function useCreateVolunteer(onError?: (error: ApiError) => void) {
  return useCallback(
    (values: VolunteerFormValues, helpers: FormikHelpers<VolunteerFormValues>) =>
      request(() => createVolunteer(values), {
        validation: { schema: createVolunteerInputSchema, data: toVolunteerPayload(values, 'create') },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.volunteer-created',
        onError,
      }),
    [onError],
  );
}
