import type { Place } from '@enlace/shared/domain';

/** A place as `GET /api/places/{id}` answers it. */
export const storedPlace = (overrides: Partial<Place> = {}): Place => ({
  '@id': '/api/places/12',
  '@type': 'Place',
  id: 12,
  name: 'Aula de informática Carretería',
  type: 'classroom',
  capacity: 16,
  accessStatus: 'access',
  addressCountry: '/api/countries/724',
  addressState: '/api/states/1',
  addressProvince: '/api/provinces/29',
  addressLocation: '/api/locations/29067',
  addressLocationName: 'Málaga',
  address: 'Calle Carretería 12',
  postalCode: '29008',
  accesible: true,
  hasProjector: true,
  hasComputer: true,
  hasWhiteboard: false,
  hasAirConditioning: false,
  schedules: [
    { weekday: 'monday', start: '09:00', end: '14:00' },
    { weekday: 'monday', start: '16:00', end: '20:00' },
    { weekday: 'friday', start: '09:00', end: '14:00' },
  ],
  availabilityNotes: 'Pedir las llaves en conserjería.',
  observations: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});
