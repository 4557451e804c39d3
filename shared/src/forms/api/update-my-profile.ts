import { useCallback } from 'react';
import type { FormikErrors, FormikHelpers } from 'formik';
import { apiPatch, fetchCurrentUser, request, type GuardedEdit, type SchemaSource } from '@enlace/shared/api';
import type { OwnProfile } from '@enlace/shared/domain';
import { toOwnProfilePayload } from '../utils/own-profile-values';

// "Mi perfil" saves the person's own fields with `PATCH /api/me` (a merge patch; docs/contracts.md) in every area;
// the password has its own form (ChangePasswordForm).

/** The rules an area's "Mi perfil" form is checked by; what it sends is `toOwnProfilePayload` of its values. */
export type OwnProfilePatch = {
  /** The area's rules of the whole profile, checked before the save, the email (not sent, not changed) included. */
  schema: SchemaSource;
};

export const updateMyProfile = (payload: Record<string, unknown>, ifMatch?: string): Promise<OwnProfile> =>
  apiPatch<OwnProfile>('me', payload, { ifMatch });

/**
 * Resolves to the saved profile, or undefined (violations show at their fields); the header's name follows. With
 * `ifMatch` (the loaded profile's ETag) a save after a change made elsewhere (staff, another device) is refused, and
 * `onResourceChanged` runs instead of a toast.
 */
export function useUpdateMyProfile<V extends { email: string }>(
  { schema }: OwnProfilePatch,
  { ifMatch, onResourceChanged }: GuardedEdit = {},
) {
  return useCallback(
    async (values: V, helpers: FormikHelpers<V>) => {
      const payload = toOwnProfilePayload(values);
      const saved = await request(() => updateMyProfile(payload, ifMatch), {
        validation: { schema, data: { ...payload, email: values.email } },
        setFieldErrors: (errors) => helpers.setErrors(errors as FormikErrors<V>),
        successMessage: 'api.success.profile-updated',
        onResourceChanged,
      });
      if (saved) await fetchCurrentUser().catch(() => undefined);
      return saved;
    },
    [schema, ifMatch, onResourceChanged],
  );
}
