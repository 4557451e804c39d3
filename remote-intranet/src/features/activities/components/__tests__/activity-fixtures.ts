import type { Activity, ActivityListItem, Intervention } from '@enlace/shared/domain';
import type { MockRoute } from '@enlace/shared/testing';

/** A stored activity as `GET /api/activities/{id}` answers it. */
export const storedActivity = (overrides: Partial<Activity> = {}): Activity => ({
  '@id': '/api/activities/5',
  '@type': 'Activity',
  id: 5,
  name: 'Taller de alfabetización digital',
  type: 'educational',
  mode: 'onsite',
  status: 'draft',
  dateStart: '2027-03-01',
  dateEnd: '2027-03-31',
  project: { '@id': '/api/projects/7', '@type': 'Project', name: 'Aula digital para mayores' },
  coordinator: {
    '@id': '/api/coordinators/3',
    '@type': 'Coordinator',
    name: 'Carlos',
    surname: 'Ortega Prieto',
  },
  interventionsCount: 1,
  description: 'Cuatro sesiones.',
  partners: [{ '@id': '/api/partners/1', '@type': 'Partner', name: 'Asociación Mar de Letras' }],
  allowedTransitions: ['active', 'cancelled'],
  duplicatedFrom: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const activityListItem = (overrides: Partial<ActivityListItem> = {}): ActivityListItem => {
  const {
    description: _d,
    partners: _p,
    allowedTransitions: _a,
    duplicatedFrom: _f,
    createdAt: _c,
    updatedAt: _u,
    ...item
  } = storedActivity();
  return { ...item, ...overrides };
};

export const storedIntervention = (overrides: Partial<Intervention> = {}): Intervention => ({
  '@id': '/api/interventions/11',
  '@type': 'Intervention',
  id: 11,
  activity: {
    '@id': '/api/activities/5',
    '@type': 'Activity',
    name: 'Taller de alfabetización digital',
    status: 'draft',
  },
  name: 'Primera sesión',
  date: '2027-03-01',
  scheduleStart: '10:00',
  scheduleEnd: '12:00',
  place: {
    '@id': '/api/places/2',
    '@type': 'Place',
    name: 'Aula de informática Carretería',
    address: 'Calle Carretería 12',
  },
  format: 'onsite',
  minVolunteers: 1,
  maxVolunteers: 3,
  minEmployees: 0,
  maxEmployees: 1,
  minBeneficiaries: 1,
  maxBeneficiaries: 10,
  observations: null,
  counts: { volunteers: 2, employees: 0, beneficiaries: 4, pendingBeneficiaries: 1 },
  capacityWarning: null,
  completed: false,
  series: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const collectionOf = <T>(path: string, member: T[]) => ({
  '@id': `/api/${path}`,
  '@type': 'Collection',
  totalItems: member.length,
  member,
});

/** The option lists the activity form and the intervention dialog load. */
export const optionRoutes: MockRoute[] = [
  {
    method: 'GET',
    path: 'coordinators',
    body: collectionOf('coordinators', [
      {
        '@id': '/api/coordinators/3',
        '@type': 'Coordinator',
        id: 3,
        name: 'Carlos',
        surname: 'Ortega Prieto',
      },
    ]),
  },
  {
    method: 'GET',
    path: 'partners',
    body: collectionOf('partners', [
      { '@id': '/api/partners/1', '@type': 'Partner', id: 1, name: 'Asociación Mar de Letras' },
      { '@id': '/api/partners/2', '@type': 'Partner', id: 2, name: 'Cooperativa Digital Sur' },
    ]),
  },
  {
    method: 'GET',
    path: 'projects',
    body: collectionOf('projects', [
      { '@id': '/api/projects/7', '@type': 'Project', id: 7, name: 'Aula digital para mayores' },
    ]),
  },
  {
    method: 'GET',
    path: 'places',
    body: collectionOf('places', [
      {
        '@id': '/api/places/2',
        '@type': 'Place',
        id: 2,
        name: 'Aula de informática Carretería',
        capacity: 16,
        capacityPolicy: 'warn',
      },
      {
        '@id': '/api/places/4',
        '@type': 'Place',
        id: 4,
        name: 'Oficina de atención',
        capacity: 4,
        capacityPolicy: 'refuse',
      },
    ]),
  },
];

/** The error body of a refusal (a 422 is the shared `validationFailed`). */
export const refusal = (status: number, error: string) => ({
  status,
  body: { status, error, description: 'No' },
});
