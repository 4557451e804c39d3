import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request } from '@enlace/shared/api';
import { changePasswordSchema } from '@enlace/shared/domain';
import type { TokenResponse } from '@enlace/shared/domain';
import { useSessionStore } from '@enlace/shared/session';

export type ChangePasswordFormValues = { currentPassword: string; password: string; repeatPassword: string };

/**
 * `PATCH /api/me` with the current password and the new one (the repetition is checked here and not sent, as in
 * spec §7). The API ends every session of the account and answers this device's new one, which replaces the
 * stored one.
 */
export const changeMyPassword = async ({ currentPassword, password }: ChangePasswordFormValues) => {
  const answer = await apiPatch<{ session?: TokenResponse }>('me', { currentPassword, password });
  if (answer?.session) useSessionStore.getState().setTokens(answer.session);
  return answer;
};

/** Resolves to whether the password changed (a wrong current password shows at its field). */
export function useChangeMyPassword() {
  return useCallback(
    async (values: ChangePasswordFormValues, helpers: FormikHelpers<ChangePasswordFormValues>) =>
      (await request(async () => (await changeMyPassword(values)) ?? null, {
        validation: { schema: changePasswordSchema, data: values },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.password-changed',
      })) !== undefined,
    [],
  );
}
