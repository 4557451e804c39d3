import type {
  AvailableActivity,
  AvailableActivityListItem,
  AvailableIntervention,
  Collection,
  OwnIntervention,
} from '@enlace/shared/domain';

/** A row of `GET /api/available_activities`. */
export const availableActivity = (
  id: number,
  overrides: Partial<AvailableActivityListItem> = {},
): AvailableActivityListItem => ({
  '@id': `/api/available_activities/${id}`,
  '@type': 'AvailableActivity',
  id,
  name: `Actividad ${id}`,
  description: null,
  type: 'educational',
  mode: 'onsite',
  dateStart: '2026-11-01',
  dateEnd: '2026-12-20',
  nextDate: '2026-12-01',
  openInterventions: 2,
  ...overrides,
});

/** A collection page as the API answers it, with the link to the next page when there is one. */
export const page = <T>(iri: string, member: T[], totalItems: number, next?: number): Collection<T> => ({
  '@id': iri,
  '@type': 'Collection',
  totalItems,
  member,
  view: { '@id': iri, '@type': 'PartialCollectionView', ...(next ? { next: `${iri}?page=${next}` } : {}) },
});

/** An intervention of `GET /api/available_activities/{id}`: open, with two places left. */
export const intervention = (
  id: number,
  overrides: Partial<AvailableIntervention> = {},
): AvailableIntervention => ({
  '@id': `/api/interventions/${id}`,
  id,
  name: null,
  date: '2026-12-01',
  scheduleStart: '10:00',
  scheduleEnd: '12:00',
  format: 'workshop',
  place: { name: 'Aula de informática Carretería', address: 'Calle Carretería 12, 29008 Málaga' },
  maxVolunteers: 5,
  volunteers: 3,
  freePlaces: 2,
  subscribed: false,
  waitingList: 0,
  waitingPlace: null,
  completed: false,
  open: true,
  ...overrides,
});

/** `GET /api/available_activities/{id}`. */
export const activityDetail = (overrides: Partial<AvailableActivity> = {}): AvailableActivity => ({
  '@id': '/api/available_activities/9',
  '@type': 'AvailableActivity',
  id: 9,
  name: 'Taller de móviles',
  description: 'Uso básico del teléfono para personas mayores.',
  type: 'educational',
  mode: 'onsite',
  dateStart: '2026-11-01',
  dateEnd: '2026-12-20',
  status: 'active',
  interventions: [intervention(31)],
  canSubscribe: true,
  blockedReason: null,
  ...overrides,
});

/** A row of `GET /api/me/interventions`. */
export const ownIntervention = (id: number, overrides: Partial<OwnIntervention> = {}): OwnIntervention => ({
  '@id': `/api/interventions/${id}`,
  '@type': 'Intervention',
  id,
  date: '2026-12-01',
  scheduleStart: '10:00',
  scheduleEnd: '12:00',
  place: { name: 'Aula de informática Carretería', address: 'Calle Carretería 12, 29008 Málaga' },
  activity: { '@id': '/api/available_activities/9', id: 9, name: 'Taller de móviles' },
  ...overrides,
});

/** `GET /api/me` of a volunteer (only what the area reads besides the form fields). */
export const ownProfile = (overrides: Record<string, unknown> = {}) => ({
  '@id': '/api/users/7',
  '@type': 'User',
  id: 7,
  email: 'voluntaria@demo.example.org',
  name: 'Valeria',
  surname: 'Sánchez Moreno',
  profile: 'volunteer',
  roles: ['user', 'volunteer'],
  status: 'validated',
  validatedAt: '2026-01-10T10:00:00.000Z',
  subscriptionBlockedReason: null,
  ...overrides,
});

/** The error body of a refusal. */
export const refusal = (status: number, error: string) => ({
  status,
  body: { status, error, description: 'No' },
});
