import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import { interventionSchema } from '@enlace/shared/domain';
import type { Intervention } from '@enlace/shared/domain';
import { toInterventionPayload, type InterventionFormValues } from '../utils/intervention-form-values';

export const createInterventionInputSchema = interventionSchema;

/** `POST /api/interventions` for the activity. */
export const createIntervention = (
  activityIri: string,
  values: InterventionFormValues,
): Promise<Intervention> =>
  apiPost<Intervention>('interventions', { activity: activityIri, ...toInterventionPayload(values) });

/** Resolves to the new intervention, or undefined (the place, time and date refusals go to their fields). */
export function useCreateIntervention(activityIri: string) {
  return useCallback(
    (values: InterventionFormValues, helpers: FormikHelpers<InterventionFormValues>) =>
      request(() => createIntervention(activityIri, values), {
        validation: { schema: createInterventionInputSchema, data: toInterventionPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.intervention-created',
      }),
    [activityIri],
  );
}
