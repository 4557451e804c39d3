import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request } from '@enlace/shared/api';
import { activitySchema } from '@enlace/shared/domain';
import type { Activity } from '@enlace/shared/domain';
import { toActivityPayload, type ActivityFormValues } from '../utils/activity-form-values';

export const updateActivityInputSchema = activitySchema;

/** `PATCH /api/activities/{id}` (merge patch) with the form's fields; the status moves apart. */
export const updateActivity = (id: number, values: ActivityFormValues): Promise<Activity> =>
  apiPatch<Activity>(`activities/${id}`, toActivityPayload(values));

/** Resolves to the saved activity, or undefined (violations are shown at their fields). */
export function useUpdateActivity(id: number) {
  return useCallback(
    (values: ActivityFormValues, helpers: FormikHelpers<ActivityFormValues>) =>
      request(() => updateActivity(id, values), {
        validation: { schema: updateActivityInputSchema, data: toActivityPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.activity-updated',
      }),
    [id],
  );
}
