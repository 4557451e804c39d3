import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import type { ApiError } from '@enlace/shared/api';
import { activitySchema } from '@enlace/shared/domain';
import type { Activity } from '@enlace/shared/domain';
import { toActivityPayload, type ActivityFormValues } from '../utils/activity-form-values';

export const createActivityInputSchema = activitySchema;

/** `POST /api/activities`: a new draft. */
export const createActivity = (values: ActivityFormValues): Promise<Activity> =>
  apiPost<Activity>('activities', toActivityPayload(values));

/**
 * Resolves to the new activity, or undefined when the API refused it: violations go to their fields, and
 * `onError` lets the screen explain the tier's cap on open activities (`activity-exceeds-limit`).
 */
export function useCreateActivity(onError?: (error: ApiError) => void) {
  return useCallback(
    (values: ActivityFormValues, helpers: FormikHelpers<ActivityFormValues>) =>
      request(() => createActivity(values), {
        validation: { schema: createActivityInputSchema, data: toActivityPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.activity-created',
        onError,
      }),
    [onError],
  );
}
