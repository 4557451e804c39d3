// How a beneficiary's fields are grouped on the beneficiary screens (docs/adr/0045-beneficiaries.md); the API
// payload stays flat. Read-only fields: ageGroup, isMinor, hasDisability, tutoredPersons, createdAt, updatedAt.
export const BENEFICIARY_FIELD_GROUPS = {
  personal: [
    'name',
    'surname',
    'identificationType',
    'identification',
    'sex',
    'birthday',
    'ageGroup',
    'isMinor',
  ],
  contact: ['email', 'phonePrefixMobile', 'phoneMobile', 'phonePrefix', 'phone'],
  address: ['addressCountry', 'addressState', 'addressProvince', 'addressLocation', 'address', 'postalCode'],
  care: ['disability', 'hasDisability', 'notes'],
  tutor: ['tutor', 'tutorName', 'tutorSurname', 'tutorEmail', 'tutorPhone', 'tutorAddress', 'relation'],
  tutoredPersons: ['tutoredPersons'],
  record: ['createdAt', 'updatedAt'],
} as const;

export type BeneficiaryFieldGroup = keyof typeof BENEFICIARY_FIELD_GROUPS;
