import type { ContactPartner } from '@enlace/shared/domain';

/** What the contact person form edits: every field of CONTACT_PARTNER_FIELD_GROUPS but the status ones. */
export type ContactPartnerFormValues = {
  partner: string;
  jobTitle: string;
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
  addressCountry: string;
  addressState: string;
  addressProvince: string;
  addressLocation: string;
  address: string;
  postalCode: string;
};

/** A new contact person, with the partner already chosen when the form was opened from the partner's page. */
export const emptyContactPartnerFormValues = (partner = ''): ContactPartnerFormValues => ({
  partner,
  jobTitle: '',
  name: '',
  surname: '',
  identificationType: '',
  identification: '',
  sex: '',
  birthday: '',
  email: '',
  phonePrefixMobile: '+34',
  phoneMobile: '',
  phonePrefix: '',
  phone: '',
  // The address is optional for contact persons (they complete it when activating): nothing preselected.
  addressCountry: '',
  addressState: '',
  addressProvince: '',
  addressLocation: '',
  address: '',
  postalCode: '',
});

/** The stored contact person as form values (null becomes an empty field). */
export const toContactPartnerFormValues = (person: ContactPartner): ContactPartnerFormValues => ({
  partner: person.partner ?? '',
  jobTitle: person.jobTitle ?? '',
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

/** The API payload: empty fields are sent as null (a merge patch then clears them). */
export const toContactPartnerPayload = (values: ContactPartnerFormValues): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? null : value]));
