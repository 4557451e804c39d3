import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, fetchCurrentUser, type GuardedEdit, request } from '@enlace/shared/api';
import { ownProfileSchema } from '@enlace/shared/domain';
import type { MyProfile } from './get-my-profile';
import { toMyProfilePayload, type MyProfileFormValues } from '../utils/my-profile-form-values';

// The own-profile page's write of the person fields, `PATCH /api/me` (merge patch; docs/contracts.md); the
// password form is the shared `ChangePasswordForm` of @enlace/shared/forms.

export const updateMyProfileInputSchema = ownProfileSchema;

/** The person fields. */
export const updateMyProfile = (values: MyProfileFormValues, ifMatch?: string): Promise<MyProfile> =>
  apiPatch<MyProfile>('me', toMyProfilePayload(values), { ifMatch });

/**
 * Resolves to the saved profile, or undefined (violations show at their fields); the header's name follows. With
 * `ifMatch` (the loaded profile's ETag) a save after a change made elsewhere is refused, and `onResourceChanged`
 * runs instead of a toast.
 */
export function useUpdateMyProfile({ ifMatch, onResourceChanged }: GuardedEdit = {}) {
  return useCallback(
    async (values: MyProfileFormValues, helpers: FormikHelpers<MyProfileFormValues>) => {
      const saved = await request(() => updateMyProfile(values, ifMatch), {
        // The rules apply to the whole profile, the email (not sent, not changed) included.
        validation: {
          schema: updateMyProfileInputSchema,
          data: { ...toMyProfilePayload(values), email: values.email },
        },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.profile-updated',
        onResourceChanged,
      });
      if (saved) await fetchCurrentUser().catch(() => undefined);
      return saved;
    },
    [ifMatch, onResourceChanged],
  );
}
