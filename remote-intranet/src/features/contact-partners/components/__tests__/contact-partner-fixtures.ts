import type { ContactPartner } from '@enlace/shared/domain';
import type { MockRoute } from '@enlace/shared/testing';

/** A stored contact person as `GET /api/contact_partners/{id}` answers it. */
export const storedContactPartner = (overrides: Partial<ContactPartner> = {}): ContactPartner => ({
  '@id': '/api/contact_partners/40',
  '@type': 'ContactPartner',
  id: 40,
  name: 'Elena',
  surname: 'Castro Ibáñez',
  email: 'entidad@demo.example.org',
  phonePrefixMobile: '+34',
  phoneMobile: '611222333',
  jobTitle: 'Coordinadora',
  partner: '/api/partners/12',
  partnerName: 'Asociación Mar de Letras',
  accessStatus: 'access',
  createdAt: '2026-01-10T10:00:00.000Z',
  phonePrefix: null,
  phone: null,
  addressCountry: null,
  addressState: null,
  addressProvince: null,
  addressLocation: null,
  address: null,
  postalCode: null,
  identificationType: null,
  identification: null,
  sex: null,
  birthday: null,
  updatedAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

const partnerOption = (id: number, name: string) => ({
  '@id': `/api/partners/${id}`,
  '@type': 'Partner',
  id,
  name,
  legalType: 'non_profit',
  nif: 'G29876547',
  email: null,
  phonePrefix: null,
  phone: null,
  website: null,
  agreementStatus: 'agreement_active',
  expirationDate: null,
  contactPersonsCount: 0,
  createdAt: '2026-01-10T10:00:00.000Z',
});

/** The partners to choose from (`GET /api/partners` by name). */
export const PARTNER_OPTIONS: MockRoute = {
  method: 'GET',
  path: 'partners',
  body: {
    '@id': '/api/partners',
    '@type': 'Collection',
    totalItems: 2,
    member: [partnerOption(12, 'Asociación Mar de Letras'), partnerOption(13, 'Cooperativa Digital Sur')],
  },
};
