import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import type { SuccessAnswer } from '@enlace/shared/contracts';
import type { ForgotPasswordInput } from '@enlace/shared/domain';

// Imported on the first validation: yup and the schemas stay out of the page's first load.
export const requestPasswordResetInputSchema = async () =>
  (await import('@enlace/shared/domain')).forgotPasswordSchema;

/** `POST /api/users/reset-password`: answers 202 whether the email exists or not. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiPost<SuccessAnswer>('users/reset-password', { email: input.email });

/** Resolves to whether the request was accepted (errors are already shown by the request wrapper). */
export function useRequestPasswordReset() {
  return useCallback(
    async (input: ForgotPasswordInput, helpers: FormikHelpers<ForgotPasswordInput>) =>
      // `?? null`: an empty answer is a success, and `request` gives undefined only on failure.
      (await request(async () => (await requestPasswordReset(input)) ?? null, {
        validation: { schema: requestPasswordResetInputSchema, data: input },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.user-forgot-password',
      })) !== undefined,
    [],
  );
}
