import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { type ApiError, apiPatch, type GuardedEdit, request } from '@enlace/shared/api';
import { type Intervention, interventionSchema } from '@enlace/shared/domain';
import { toInterventionPayload, type InterventionFormValues } from '../utils/intervention-form-values';
import { isSeriesDaysError } from './create-session-series';

export const updateInterventionFollowingInputSchema = interventionSchema;

/** `PATCH /api/interventions/{id}/following`: the session and the later ones of its series, all or none. */
export const updateInterventionFollowing = (
  id: number,
  values: InterventionFormValues,
  ifMatch?: string,
): Promise<{ member: Intervention[] }> =>
  apiPatch<{ member: Intervention[] }>(`interventions/${id}/following`, toInterventionPayload(values), {
    ifMatch,
  });

export type UpdateInterventionFollowingOptions = GuardedEdit & {
  /** The later sessions refused (each day's violations): nothing was saved, the dialog lists them. */
  onDaysRefused: (error: ApiError) => void;
};

/** Resolves to the saved sessions, or undefined (this session's violations are shown at its fields). */
export function useUpdateInterventionFollowing({
  ifMatch,
  onResourceChanged,
  onDaysRefused,
}: UpdateInterventionFollowingOptions) {
  return useCallback(
    (id: number, values: InterventionFormValues, helpers: FormikHelpers<InterventionFormValues>) =>
      request(() => updateInterventionFollowing(id, values, ifMatch), {
        validation: { schema: updateInterventionFollowingInputSchema, data: toInterventionPayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.series-following-updated',
        onResourceChanged,
        showsError: isSeriesDaysError,
        onError: (error) => {
          if (isSeriesDaysError(error)) onDaysRefused(error);
        },
      }),
    [ifMatch, onResourceChanged, onDaysRefused],
  );
}
