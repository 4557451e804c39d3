// How the person fields of spec §3 are grouped on every person form (activation, profiles, staff, contact
// persons); an entity's own groups (e.g. VOLUNTEER_FIELD_GROUPS) add its fields to these. The payload stays flat.
export const PERSON_FIELD_GROUPS = {
  personal: ['name', 'surname', 'identificationType', 'identification', 'sex', 'birthday', 'disability'],
  contact: ['email', 'phonePrefixMobile', 'phoneMobile', 'phonePrefix', 'phone'],
  address: ['addressCountry', 'addressState', 'addressProvince', 'addressLocation', 'address', 'postalCode'],
} as const;

export type PersonFieldGroup = keyof typeof PERSON_FIELD_GROUPS;
