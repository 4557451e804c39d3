import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, fetchCurrentUser, request } from '@enlace/shared/api';
import { changePasswordSchema, personFieldsSchema } from '@enlace/shared/domain';
import type { MyProfile } from './get-my-profile';
import { toMyProfilePayload, type MyProfileFormValues } from '../utils/my-profile-form-values';

// The two writes of the own-profile page, both `PATCH /api/me` (merge patch); if the API's shape changes, this
// file is the one to adjust.

export const updateMyProfileInputSchema = personFieldsSchema;
export const changeMyPasswordInputSchema = changePasswordSchema;

export type ChangePasswordFormValues = { currentPassword: string; password: string; repeatPassword: string };

/** The person fields. */
export const updateMyProfile = (values: MyProfileFormValues): Promise<MyProfile> =>
  apiPatch<MyProfile>('me', toMyProfilePayload(values));

/** The password: the current one and the new one (the repetition is checked here and never sent, spec §7). */
export const changeMyPassword = ({ currentPassword, password }: ChangePasswordFormValues) =>
  apiPatch<MyProfile>('me', { currentPassword, password });

/** Resolves to the saved profile, or undefined (violations show at their fields); the header's name follows. */
export function useUpdateMyProfile() {
  return useCallback(async (values: MyProfileFormValues, helpers: FormikHelpers<MyProfileFormValues>) => {
    const saved = await request(() => updateMyProfile(values), {
      validation: { schema: updateMyProfileInputSchema, data: toMyProfilePayload(values) },
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
        validation: { schema: changeMyPasswordInputSchema, data: values },
        setFieldErrors: helpers.setErrors,
        successMessage: 'intranet:myProfile.passwordChanged',
      })) !== undefined,
    [],
  );
}
