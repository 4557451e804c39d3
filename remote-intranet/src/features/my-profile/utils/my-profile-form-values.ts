import { toNullablePayload, toPersonFormValues } from '@enlace/shared/forms';
import type { PersonWithDisabilityFormValues } from '@enlace/shared/forms';
import type { MyProfile } from '../api/get-my-profile';

/** What the own-profile form edits: the person fields of spec §3 (the email is shown, not edited). */
export type MyProfileFormValues = PersonWithDisabilityFormValues;

export const toMyProfileFormValues = (profile: MyProfile): MyProfileFormValues => ({
  ...toPersonFormValues(profile),
  disability: profile.disability ?? [],
});

/**
 * Empty fields are sent as null, so that the merge patch clears them. The email is left out: it is how the person
 * signs in, and the API does not change it here (docs/adr/0047-own-profile.md).
 */
export const toMyProfilePayload = ({
  email: _email,
  ...values
}: MyProfileFormValues): Record<string, unknown> => toNullablePayload(values);
