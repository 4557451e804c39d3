import type { OwnProfile } from '@enlace/shared/domain';
import {
  type PersonWithDisabilityFormValues,
  toNullablePayload,
  toPersonFormValues,
} from './person-form-values';

// "Mi perfil" reads and sends the person's own fields the same way in every area; an area's form adds its own.

/** The person fields of the profile read as form values (null becomes an empty field). */
export const toOwnPersonFormValues = (profile: OwnProfile): PersonWithDisabilityFormValues => ({
  ...toPersonFormValues(profile),
  disability: profile.disability ?? [],
});

/**
 * The merge patch of `PATCH /api/me`: empty text is sent as null (it clears the field). The email is left out: it is
 * how the person signs in, and the API does not change it here (docs/adr/0047-own-profile.md).
 */
export const toOwnProfilePayload = ({
  email: _email,
  ...values
}: {
  email: string;
}): Record<string, unknown> => toNullablePayload(values);
