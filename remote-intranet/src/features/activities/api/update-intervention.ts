import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request } from '@enlace/shared/api';
import { interventionSchema } from '@enlace/shared/domain';
import type { Intervention } from '@enlace/shared/domain';
import { toInterventionPayload, type InterventionFormValues } from '../utils/intervention-form-values';

export const updateInterventionInputSchema = interventionSchema;

/** `PATCH /api/interventions/{id}` (merge patch) with the form's fields. */
export const updateIntervention = (id: number, values: InterventionFormValues): Promise<Intervention> =>
  apiPatch<Intervention>(`interventions/${id}`, toInterventionPayload(values));

/** Resolves to the saved intervention, or undefined (violations are shown at their fields). */
export function useUpdateIntervention() {
  return useCallback(
    (id: number, values: InterventionFormValues, helpers: FormikHelpers<InterventionFormValues>) =>
      request(() => updateIntervention(id, values), {
        validation: { schema: updateInterventionInputSchema, data: toInterventionPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.intervention-updated',
      }),
    [],
  );
}
