import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import { duplicateActivitySchema } from '@enlace/shared/domain';
import type { Activity } from '@enlace/shared/domain';

export const duplicateActivityInputSchema = duplicateActivitySchema;

export type DuplicateActivityValues = { name: string; dateStart: string; dateEnd: string };

const payloadOf = (values: DuplicateActivityValues) => ({
  name: values.name.trim() === '' ? null : values.name,
  dateStart: values.dateStart || null,
  dateEnd: values.dateEnd || null,
});

/** `POST /api/activities/{id}/duplicate`: a draft copy with its interventions moved to the new dates. */
export const duplicateActivity = (id: number, values: DuplicateActivityValues): Promise<Activity> =>
  apiPost<Activity>(`activities/${id}/duplicate`, payloadOf(values));

/** Resolves to the copy, or undefined (violations such as `intervention-date-range-error` go to their fields). */
export function useDuplicateActivity(id: number) {
  return useCallback(
    (values: DuplicateActivityValues, helpers: FormikHelpers<DuplicateActivityValues>) =>
      request(() => duplicateActivity(id, values), {
        validation: { schema: duplicateActivityInputSchema, data: payloadOf(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.activity-created',
      }),
    [id],
  );
}
