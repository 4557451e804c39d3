import { apiGet } from '@enlace/shared/api';
import type { DisabilityType, IdentificationType, JsonLdResource, Sex } from '@enlace/shared/domain';
import { useResource } from '../../../hooks/use-resource';

/** `GET /api/me`: the signed-in staff member's own person fields (references are IRIs). */
export type MyProfile = JsonLdResource & {
  id: number;
  name: string;
  surname: string;
  email: string;
  phonePrefixMobile: string | null;
  phoneMobile: string | null;
  phonePrefix: string | null;
  phone: string | null;
  addressCountry: string | null;
  addressState: string | null;
  addressProvince: string | null;
  addressLocation: string | null;
  address: string | null;
  postalCode: string | null;
  identificationType: IdentificationType | null;
  identification: string | null;
  sex: Sex | null;
  birthday: string | null;
  disability: DisabilityType[] | null;
};

export const getMyProfile = (): Promise<MyProfile> => apiGet<MyProfile>('me');

export const useMyProfile = () => useResource('me', getMyProfile);
