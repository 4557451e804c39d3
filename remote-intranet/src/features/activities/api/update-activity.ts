import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, type GuardedEdit, request } from '@enlace/shared/api';
import { activitySchema } from '@enlace/shared/domain';
import type { Activity } from '@enlace/shared/domain';
import { toActivityPayload, type ActivityFormValues } from '../utils/activity-form-values';

export const updateActivityInputSchema = activitySchema;

/** `PATCH /api/activities/{id}` (merge patch) with the form's fields; the status moves apart. */
export const updateActivity = (id: number, values: ActivityFormValues, ifMatch?: string): Promise<Activity> =>
  apiPatch<Activity>(`activities/${id}`, toActivityPayload(values), { ifMatch });

/**
 * Resolves to the saved activity, or undefined (violations are shown at their fields). With `ifMatch` (the
 * loaded record's ETag) a save after someone else's change is refused, and `onResourceChanged` runs instead of a
 * toast.
 */
export function useUpdateActivity(id: number, { ifMatch, onResourceChanged }: GuardedEdit = {}) {
  return useCallback(
    (values: ActivityFormValues, helpers: FormikHelpers<ActivityFormValues>) =>
      request(() => updateActivity(id, values, ifMatch), {
        validation: { schema: updateActivityInputSchema, data: toActivityPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.activity-updated',
        onResourceChanged,
      }),
    [id, ifMatch, onResourceChanged],
  );
}
