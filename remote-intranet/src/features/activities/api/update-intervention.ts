import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, type GuardedEdit, request } from '@enlace/shared/api';
import { interventionSchema } from '@enlace/shared/domain';
import type { Intervention } from '@enlace/shared/domain';
import { toInterventionPayload, type InterventionFormValues } from '../utils/intervention-form-values';

export const updateInterventionInputSchema = interventionSchema;

/** `PATCH /api/interventions/{id}` (merge patch) with the form's fields. */
export const updateIntervention = (
  id: number,
  values: InterventionFormValues,
  ifMatch?: string,
): Promise<Intervention> =>
  apiPatch<Intervention>(`interventions/${id}`, toInterventionPayload(values), { ifMatch });

/**
 * Resolves to the saved intervention, or undefined (violations are shown at their fields). With `ifMatch` (the
 * ETag of the intervention as the dialog loaded it) a save after someone else's change is refused, and
 * `onResourceChanged` runs instead of a toast.
 */
export function useUpdateIntervention({ ifMatch, onResourceChanged }: GuardedEdit = {}) {
  return useCallback(
    (id: number, values: InterventionFormValues, helpers: FormikHelpers<InterventionFormValues>) =>
      request(() => updateIntervention(id, values, ifMatch), {
        validation: { schema: updateInterventionInputSchema, data: toInterventionPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.intervention-updated',
        onResourceChanged,
      }),
    [ifMatch, onResourceChanged],
  );
}
