// How a volunteer's fields are grouped on the volunteer screens (docs/adr/0039-volunteers.md); the API payload
// stays flat.
export const VOLUNTEER_FIELD_GROUPS = {
  personal: ['name', 'surname', 'identificationType', 'identification', 'sex', 'birthday', 'disability'],
  contact: ['email', 'phonePrefixMobile', 'phoneMobile', 'phonePrefix', 'phone'],
  address: ['addressCountry', 'addressState', 'addressProvince', 'addressLocation', 'address', 'postalCode'],
  volunteering: ['skills', 'availability', 'traits', 'aboutMe', 'howWeMet'],
  status: ['status', 'inactive', 'validatedAt', 'validatedBy', 'accessStatus', 'createdAt'],
} as const;

export type VolunteerFieldGroup = keyof typeof VOLUNTEER_FIELD_GROUPS;
