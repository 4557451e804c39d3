import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, fetchCurrentUser, request } from '@enlace/shared/api';
import { changePasswordSchema, ownVolunteerProfileSchema } from '@enlace/shared/domain';
import type { OwnProfile, TokenResponse } from '@enlace/shared/domain';
import { useSessionStore } from '@enlace/shared/session';
import { toMyProfilePayload, type MyProfileFormValues } from '../utils/my-profile-form-values';

// The two writes of "Mi perfil", both `PATCH /api/me` (a merge patch; docs/contracts.md).

export type ChangePasswordFormValues = { currentPassword: string; password: string; repeatPassword: string };

/** The person and volunteering fields. */
export const updateMyProfile = (values: MyProfileFormValues): Promise<OwnProfile> =>
  apiPatch<OwnProfile>('me', toMyProfilePayload(values));

/**
 * The password: the current one and the new one (the repetition is checked here, not sent). The API ends every
 * other session of the account and answers this device's new one, which replaces the stored one.
 */
export const changeMyPassword = async ({ currentPassword, password }: ChangePasswordFormValues) => {
  const answer = await apiPatch<OwnProfile & { session?: TokenResponse }>('me', {
    currentPassword,
    password,
  });
  if (answer?.session) useSessionStore.getState().setTokens(answer.session);
  return answer;
};

/** Resolves to the saved profile, or undefined (violations show at their fields); the header's name follows. */
export function useUpdateMyProfile() {
  return useCallback(async (values: MyProfileFormValues, helpers: FormikHelpers<MyProfileFormValues>) => {
    const saved = await request(() => updateMyProfile(values), {
      // The rules apply to the whole profile, the email (not sent, not changed) included.
      validation: {
        schema: ownVolunteerProfileSchema,
        data: { ...toMyProfilePayload(values), email: values.email },
      },
      setFieldErrors: helpers.setErrors,
      successMessage: 'api.success.profile-updated',
    });
    if (saved) await fetchCurrentUser().catch(() => undefined);
    return saved;
  }, []);
}

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
