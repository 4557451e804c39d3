export { authAs, DEMO_HOST, jsonHeaders, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';

/** The demo places of the first tenant (seed), by name. */
export const DEMO_PLACE_NAMES = [
  'Aula de informática Carretería',
  'Oficina de atención',
  'Sala polivalente del Centro Cívico',
];

/** A complete, valid place payload. */
export function validPlace(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Aula Puerta Nueva',
    type: 'classroom',
    capacity: 20,
    addressCountry: '/api/countries/724',
    addressState: '/api/states/1',
    addressProvince: '/api/provinces/29',
    addressLocation: '/api/locations/29067',
    address: 'Plaza de la Merced 3',
    postalCode: '29012',
    accessStatus: 'access',
    accesible: true,
    hasProjector: true,
    hasComputer: false,
    hasWhiteboard: true,
    hasAirConditioning: false,
    schedules: [
      { weekday: 'thursday', start: '16:00', end: '20:00' },
      { weekday: 'monday', start: '16:00', end: '20:00' },
      { weekday: 'monday', start: '09:00', end: '13:30' },
    ],
    availabilityNotes: 'Las llaves, en conserjería.',
    observations: 'Cedida por la asociación de vecinos.',
    ...overrides,
  };
}

type ViolationBody = { propertyPath: string; message: string; params?: object };

/** `[propertyPath, message(, params)]` of each violation, for exact comparisons. */
export const violationList = (violations: ViolationBody[]) =>
  violations.map((v) => (v.params ? [v.propertyPath, v.message, v.params] : [v.propertyPath, v.message]));
