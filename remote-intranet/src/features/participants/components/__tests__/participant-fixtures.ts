import type { InterventionSummary, Participant } from '../../participant-types';

/** `GET /api/interventions/12` as the contract describes it. */
export const storedIntervention = (overrides: Partial<InterventionSummary> = {}): InterventionSummary => ({
  '@id': '/api/interventions/12',
  id: 12,
  activity: { '@id': '/api/activities/3', name: 'Taller de lectura fácil', status: 'active' },
  name: null,
  date: '2099-06-13',
  scheduleStart: '10:00',
  scheduleEnd: '12:00',
  place: { '@id': '/api/places/4', name: 'Biblioteca del barrio', address: 'Calle Larios 5' },
  format: 'onsite',
  maxVolunteers: 2,
  maxEmployees: 1,
  maxBeneficiaries: 5,
  counts: { volunteers: 1, employees: 0, beneficiaries: 1, pendingBeneficiaries: 1 },
  completed: false,
  ...overrides,
});

export const volunteerParticipant: Participant = {
  '@id': '/api/interventions/12/participants/31',
  '@type': 'Participant',
  id: 31,
  role: 'volunteer',
  status: 'confirmed',
  source: 'self',
  person: { '@id': '/api/volunteers/8', name: 'Valeria', surname: 'Sánchez Moreno', isMinor: false },
  consent: null,
  declined: null,
  createdAt: '2099-05-01T10:00:00.000Z',
};

export const pendingMinor: Participant = {
  '@id': '/api/interventions/12/participants/32',
  '@type': 'Participant',
  id: 32,
  role: 'beneficiary',
  status: 'pending',
  source: 'staff',
  person: { '@id': '/api/beneficiaries/5', name: 'Hugo', surname: 'Ruiz Jiménez', isMinor: true },
  consent: {
    sentAt: '2099-05-02T10:00:00.000Z',
    expiresAt: '2099-05-16T10:00:00.000Z',
    tutorEmail: 'antonio.ruiz@example.org',
  },
  declined: null,
  createdAt: '2099-05-02T10:00:00.000Z',
};

/** A minor whose tutor declined through the emailed link, with a reason. */
export const declinedMinor: Participant = {
  '@id': '/api/interventions/12/participants/33',
  '@type': 'Participant',
  id: 33,
  role: 'beneficiary',
  status: 'declined',
  source: 'staff',
  person: { '@id': '/api/beneficiaries/6', name: 'Lucía', surname: 'Gil Pardo', isMinor: true },
  consent: null,
  declined: { at: '2099-05-04T17:30:00.000Z', reason: 'Ese día tiene médico.' },
  createdAt: '2099-05-02T10:00:00.000Z',
};

export const participantCollection = (member: Participant[]) => ({
  '@id': '/api/interventions/12/participants',
  '@type': 'Collection',
  totalItems: member.length,
  member,
});

export const refusal = (status: number, error: string) => ({
  status,
  body: { status, error, description: 'No' },
});
