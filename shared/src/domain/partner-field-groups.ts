// How partner and contact person fields are grouped on their screens (docs/adr/0043-partners.md,
// docs/adr/0044-contact-persons-and-my-partner.md); payloads stay flat.
export const PARTNER_FIELD_GROUPS = {
  organisation: ['name', 'legalType', 'nif', 'website', 'description'],
  contact: ['email', 'phonePrefix', 'phone'],
  address: ['addressCountry', 'addressState', 'addressProvince', 'addressLocation', 'address', 'postalCode'],
  agreement: ['agreementStatus', 'expirationDate'],
  notes: ['observations'],
  contactPersons: ['contactPersons'],
} as const;

export type PartnerFieldGroup = keyof typeof PARTNER_FIELD_GROUPS;

export const CONTACT_PARTNER_FIELD_GROUPS = {
  organisation: ['partner', 'jobTitle'],
  personal: ['name', 'surname', 'identificationType', 'identification', 'sex', 'birthday'],
  contact: ['email', 'phonePrefixMobile', 'phoneMobile', 'phonePrefix', 'phone'],
  address: ['addressCountry', 'addressState', 'addressProvince', 'addressLocation', 'address', 'postalCode'],
  status: ['accessStatus', 'createdAt'],
} as const;

export type ContactPartnerFieldGroup = keyof typeof CONTACT_PARTNER_FIELD_GROUPS;
