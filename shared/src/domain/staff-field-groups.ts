// How an employee's or coordinator's fields are grouped on the staff screens
// (docs/adr/0046-staff-and-promotion.md); the API payload stays flat.
export const STAFF_FIELD_GROUPS = {
  personal: ['name', 'surname', 'identificationType', 'identification', 'sex', 'birthday', 'disability'],
  contact: ['email', 'phonePrefixMobile', 'phoneMobile', 'phonePrefix', 'phone'],
  address: ['addressCountry', 'addressState', 'addressProvince', 'addressLocation', 'address', 'postalCode'],
  organisation: ['department', 'isAdmin'],
  status: ['accessStatus', 'promotedAt', 'promotedBy', 'createdAt'],
} as const;

export type StaffFieldGroup = keyof typeof STAFF_FIELD_GROUPS;
