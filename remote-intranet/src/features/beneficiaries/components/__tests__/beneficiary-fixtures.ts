import type { Beneficiary, BeneficiaryListItem } from '@enlace/shared/domain';
import type { MockRoute } from '@enlace/shared/testing';

/** `YYYY-MM-DD` of the day `years` from today (-10: a ten-year-old's birthday). */
export function yearsAgo(years: number): string {
  const today = new Date();
  const day = new Date(today.getFullYear() - years, today.getMonth(), Math.min(today.getDate(), 28));
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** An adult beneficiary as `GET /api/beneficiaries/{id}` answers it. */
export const storedAdult = (overrides: Partial<Beneficiary> = {}): Beneficiary => ({
  '@id': '/api/beneficiaries/5',
  '@type': 'Beneficiary',
  id: 5,
  name: 'Rosa',
  surname: 'Jiménez Ibáñez',
  email: 'rosa@example.org',
  phonePrefixMobile: '+34',
  phoneMobile: '612345678',
  identification: 'X1234567L',
  birthday: '1985-03-02',
  ageGroup: 'adult',
  isMinor: false,
  disability: ['sensory'],
  hasDisability: true,
  tutor: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  phonePrefix: null,
  phone: null,
  addressCountry: '/api/countries/724',
  addressState: '/api/states/1',
  addressProvince: '/api/provinces/29',
  addressLocation: '/api/locations/29067',
  address: 'Calle Mármoles 12',
  postalCode: '29007',
  identificationType: 'resident',
  sex: 'female',
  notes: 'Acude los martes al taller de empleo.',
  tutorName: null,
  tutorSurname: null,
  tutorEmail: null,
  tutorPhone: null,
  tutorAddress: null,
  relation: null,
  tutoredPersons: [],
  updatedAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

/** A ten-year-old tutored by the adult above. */
export const storedMinor = (overrides: Partial<Beneficiary> = {}): Beneficiary =>
  storedAdult({
    '@id': '/api/beneficiaries/9',
    id: 9,
    name: 'Hugo',
    surname: 'Ruiz Jiménez',
    email: null,
    phoneMobile: null,
    identification: null,
    identificationType: null,
    birthday: yearsAgo(10),
    ageGroup: 'minor',
    isMinor: true,
    disability: [],
    hasDisability: false,
    sex: 'male',
    notes: null,
    tutor: '/api/beneficiaries/5',
    tutorName: 'Rosa',
    tutorSurname: 'Jiménez Ibáñez',
    tutorEmail: 'rosa@example.org',
    tutorPhone: '+34 612345678',
    tutorAddress: 'Calle Mármoles 12',
    relation: 'mother',
    ...overrides,
  });

export const listItemOf = (person: Beneficiary): BeneficiaryListItem => ({
  '@id': person['@id'],
  '@type': 'Beneficiary',
  id: person.id,
  name: person.name,
  surname: person.surname,
  email: person.email,
  phonePrefixMobile: person.phonePrefixMobile,
  phoneMobile: person.phoneMobile,
  identification: person.identification,
  birthday: person.birthday,
  ageGroup: person.ageGroup,
  isMinor: person.isMinor,
  disability: person.disability,
  hasDisability: person.hasDisability,
  tutor: person.tutor,
  createdAt: person.createdAt,
});

export const collectionOf = (people: Beneficiary[], totalItems = people.length) => ({
  '@id': '/api/beneficiaries',
  '@type': 'Collection',
  totalItems,
  member: people.map(listItemOf),
});

/** `GET /api/beneficiaries` (the list, and the adults the tutor select offers). */
export const listRoute = (people: Beneficiary[], totalItems?: number): MockRoute => ({
  method: 'GET',
  path: 'beneficiaries',
  body: collectionOf(people, totalItems),
});

export const itemRoute = (person: Beneficiary): MockRoute => ({
  method: 'GET',
  path: `beneficiaries/${person.id}`,
  body: person,
});
