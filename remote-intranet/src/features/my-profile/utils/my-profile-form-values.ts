import type { DisabilityType } from '@enlace/shared/domain';
import type { MyProfile } from '../api/get-my-profile';

/** What the own-profile form edits: the person fields of spec §3 (the email is shown, not edited). */
export type MyProfileFormValues = {
  name: string;
  surname: string;
  identificationType: string;
  identification: string;
  sex: string;
  birthday: string;
  disability: DisabilityType[];
  email: string;
  phonePrefixMobile: string;
  phoneMobile: string;
  phonePrefix: string;
  phone: string;
  addressCountry: string;
  addressState: string;
  addressProvince: string;
  addressLocation: string;
  address: string;
  postalCode: string;
};

export const toMyProfileFormValues = (profile: MyProfile): MyProfileFormValues => ({
  name: profile.name ?? '',
  surname: profile.surname ?? '',
  identificationType: profile.identificationType ?? '',
  identification: profile.identification ?? '',
  sex: profile.sex ?? '',
  birthday: profile.birthday ?? '',
  disability: profile.disability ?? [],
  email: profile.email ?? '',
  phonePrefixMobile: profile.phonePrefixMobile ?? '',
  phoneMobile: profile.phoneMobile ?? '',
  phonePrefix: profile.phonePrefix ?? '',
  phone: profile.phone ?? '',
  addressCountry: profile.addressCountry ?? '',
  addressState: profile.addressState ?? '',
  addressProvince: profile.addressProvince ?? '',
  addressLocation: profile.addressLocation ?? '',
  address: profile.address ?? '',
  postalCode: profile.postalCode ?? '',
});

/**
 * Empty fields are sent as null, so that the merge patch clears them. The email is left out: it is how the person
 * signs in, and the API does not change it here (docs/decisions.md, "Own profile").
 */
export const toMyProfilePayload = (values: MyProfileFormValues): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => key !== 'email')
      .map(([key, value]) => [key, typeof value === 'string' && value.trim() === '' ? null : value]),
  );
