import type { DisabilityType, StaffMember } from '@enlace/shared/domain';

/** What the staff form edits: the person fields and the organisation group of STAFF_FIELD_GROUPS. */
export type StaffFormValues = {
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
  department: string;
  isAdmin: boolean;
};

// Spain and its phone prefix are preselected for a new staff member, as for volunteers (ISO 3166 numeric 724).
const SPAIN_IRI = '/api/countries/724';
const SPAIN_PHONE_PREFIX = '+34';

export const emptyStaffFormValues = (): StaffFormValues => ({
  name: '',
  surname: '',
  identificationType: '',
  identification: '',
  sex: '',
  birthday: '',
  disability: [],
  email: '',
  phonePrefixMobile: SPAIN_PHONE_PREFIX,
  phoneMobile: '',
  phonePrefix: '',
  phone: '',
  addressCountry: SPAIN_IRI,
  addressState: '',
  addressProvince: '',
  addressLocation: '',
  address: '',
  postalCode: '',
  department: '',
  isAdmin: false,
});

/** The stored staff member as form values (null becomes an empty field). */
export const toStaffFormValues = (member: StaffMember): StaffFormValues => ({
  name: member.name ?? '',
  surname: member.surname ?? '',
  identificationType: member.identificationType ?? '',
  identification: member.identification ?? '',
  sex: member.sex ?? '',
  birthday: member.birthday ?? '',
  disability: member.disability ?? [],
  email: member.email ?? '',
  phonePrefixMobile: member.phonePrefixMobile ?? '',
  phoneMobile: member.phoneMobile ?? '',
  phonePrefix: member.phonePrefix ?? '',
  phone: member.phone ?? '',
  addressCountry: member.addressCountry ?? '',
  addressState: member.addressState ?? '',
  addressProvince: member.addressProvince ?? '',
  addressLocation: member.addressLocation ?? '',
  address: member.address ?? '',
  postalCode: member.postalCode ?? '',
  department: member.department ?? '',
  isAdmin: member.isAdmin === true,
});

/** The API payload: empty text is sent as null (a merge patch then clears it); lists and the flag as they are. */
export const toStaffPayload = (values: StaffFormValues): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  );
