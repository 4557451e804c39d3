import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request, type ApiError } from '@enlace/shared/api';
import type { SuccessAnswer } from '@enlace/shared/contracts';
import type { ResetPasswordInput } from '@enlace/shared/domain';

// Imported on the first validation: yup and the schemas stay out of the page's first load.
export const resetPasswordInputSchema = async () =>
  (await import('@enlace/shared/domain')).resetPasswordSchema;

const EXPIRED = 'password-request-expired';

/** `PATCH /api/users/reset-password/{code}` with the new password only: repeatPassword is checked, not sent. */
export const resetPassword = (code: string, input: ResetPasswordInput) =>
  apiPatch<SuccessAnswer>(`users/reset-password/${encodeURIComponent(code)}`, { password: input.password });

/** Resolves to whether the password was changed; `onExpired` runs when the link has expired or was used. */
export function useResetPassword(code: string, onExpired: () => void) {
  return useCallback(
    async (input: ResetPasswordInput, helpers: FormikHelpers<ResetPasswordInput>) =>
      (await request(async () => (await resetPassword(code, input)) ?? null, {
        validation: { schema: resetPasswordInputSchema, data: input },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.password-reset',
        onError: (error: ApiError) => {
          if (error.code === EXPIRED) onExpired();
        },
      })) !== undefined,
    [code, onExpired],
  );
}
