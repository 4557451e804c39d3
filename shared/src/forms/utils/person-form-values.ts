import type { DisabilityType } from '@enlace/shared/domain';
import type { AddressValues } from '../components/address-fields';

/** The person fields of spec §3 as the forms edit them: text, empty when unknown (the disability list aside). */
export type PersonFormValues = AddressValues & {
  name: string;
  surname: string;
  identificationType: string;
  identification: string;
  sex: string;
  birthday: string;
  email: string;
  phonePrefixMobile: string;
  phoneMobile: string;
  phonePrefix: string;
  phone: string;
};

/** The person fields with the disability list (every person but contact persons). */
export type PersonWithDisabilityFormValues = PersonFormValues & { disability: DisabilityType[] };

/** A stored person as the API gives it: any of the fields may be null or absent. */
export type StoredPerson = { [Field in keyof PersonFormValues]?: string | null };

// Spain and its phone prefix are preselected for a new person or organisation: most people of the organisations
// live there, and a partner's NIF is Spanish (ISO 3166 numeric 724).
export const SPAIN_IRI = '/api/countries/724';
export const SPAIN_PHONE_PREFIX = '+34';

/** A new person: Spain preselected as the country and the mobile phone's prefix. */
export const emptyPersonFormValues = (): PersonFormValues => ({
  name: '',
  surname: '',
  identificationType: '',
  identification: '',
  sex: '',
  birthday: '',
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
});

/** The stored person's fields as form values (null becomes an empty field). */
export const toPersonFormValues = (person: StoredPerson): PersonFormValues => ({
  name: person.name ?? '',
  surname: person.surname ?? '',
  identificationType: person.identificationType ?? '',
  identification: person.identification ?? '',
  sex: person.sex ?? '',
  birthday: person.birthday ?? '',
  email: person.email ?? '',
  phonePrefixMobile: person.phonePrefixMobile ?? '',
  phoneMobile: person.phoneMobile ?? '',
  phonePrefix: person.phonePrefix ?? '',
  phone: person.phone ?? '',
  addressCountry: person.addressCountry ?? '',
  addressState: person.addressState ?? '',
  addressProvince: person.addressProvince ?? '',
  addressLocation: person.addressLocation ?? '',
  address: person.address ?? '',
  postalCode: person.postalCode ?? '',
});

/** The API payload of a form: empty text is sent as null (a merge patch then clears it); lists and flags as they are. */
export const toNullablePayload = (values: object): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  );
