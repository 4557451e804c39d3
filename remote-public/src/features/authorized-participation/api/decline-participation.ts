import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { type ApiError, apiPost, request } from '@enlace/shared/api';
import type { SuccessAnswer } from '@enlace/shared/contracts';

// Imported on the first validation: yup and the schemas stay out of the page's first load.
export const declineParticipationInputSchema = async () =>
  (await import('@enlace/shared/domain')).consentDeclineSchema;

/** What the tutor types: an optional reason. */
export type DeclineValues = { reason: string };

/** `POST /api/authorized-participation/{code}/decline` (public): the tutor does not authorise. */
export const declineParticipation = (code: string, values: DeclineValues) =>
  apiPost<SuccessAnswer>(`authorized-participation/${encodeURIComponent(code)}/decline`, {
    reason: values.reason.trim() === '' ? null : values.reason,
  });

/** Resolves to whether the refusal was recorded; `onError` lets the page show an expired, used or declined code. */
export function useDeclineParticipation(code: string, onError: (error: ApiError) => void) {
  return useCallback(
    async (values: DeclineValues, helpers: FormikHelpers<DeclineValues>) =>
      (await request(() => declineParticipation(code, values), {
        validation: { schema: declineParticipationInputSchema, data: values },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.guardian-consent-declined',
        onError,
      })) !== undefined,
    [code, onError],
  );
}
