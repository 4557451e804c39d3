import type {
  OwnWaitingListView,
  WaitingListEntryView,
  WaitingPlace,
} from '../../../plugins/repositories/waiting-list-repository';

export { errors, idParamsSchema, successSchema } from '../../../lib/schemas';
export { requireVolunteer } from '../subscriptions/subscription-shared';

export const waitingListIri = (interventionId: number) => `/api/interventions/${interventionId}/waiting-list`;

const offerExpiresAt = {
  type: ['string', 'null'],
  description: 'Mientras la plaza se le ofrece: hasta cuándo la guarda (ISO); null sin oferta',
} as const;

/** `POST /api/interventions/{id}/waiting-list`: the caller's place in the line. */
export const waitingPlaceSchema = {
  type: 'object',
  required: ['@id', '@type', 'position', 'offerExpiresAt'],
  properties: {
    '@context': { type: 'string' },
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    position: { type: 'integer', description: 'Su puesto en la lista (1: la primera persona)' },
    offerExpiresAt,
    message: { type: 'string' },
  },
} as const;

export const waitingListEntrySchema = {
  type: 'object',
  required: ['@id', '@type', 'id', 'position', 'person', 'offerExpiresAt', 'createdAt'],
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    id: { type: 'integer' },
    position: { type: 'integer' },
    person: {
      type: 'object',
      required: ['@id', 'name', 'surname'],
      properties: { '@id': { type: 'string' }, name: { type: 'string' }, surname: { type: 'string' } },
    },
    offerExpiresAt,
    createdAt: { type: 'string' },
  },
} as const;

export const ownWaitingListSchema = {
  type: 'object',
  required: ['@id', '@type', 'position', 'offerExpiresAt', 'intervention'],
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    position: { type: 'integer' },
    offerExpiresAt,
    createdAt: { type: 'string' },
    intervention: {
      type: 'object',
      required: ['@id', 'id', 'date', 'scheduleStart', 'scheduleEnd', 'place', 'activity'],
      properties: {
        '@id': { type: 'string' },
        id: { type: 'integer' },
        date: { type: 'string' },
        scheduleStart: { type: 'string' },
        scheduleEnd: { type: 'string' },
        place: { type: ['string', 'null'] },
        activity: {
          type: 'object',
          required: ['@id', 'id', 'name'],
          properties: { '@id': { type: 'string' }, id: { type: 'integer' }, name: { type: 'string' } },
        },
      },
    },
  },
} as const;

export const collectionOf = (member: object) =>
  ({
    type: 'object',
    required: ['@id', '@type', 'totalItems', 'member'],
    properties: {
      '@context': { type: 'string' },
      '@id': { type: 'string' },
      '@type': { type: 'string' },
      totalItems: { type: 'integer' },
      member: { type: 'array', items: member },
    },
  }) as const;

export const waitingPlaceResource = (interventionId: number, place: WaitingPlace) => ({
  '@context': '/api/contexts/WaitingListPlace',
  '@id': `${waitingListIri(interventionId)}/me`,
  '@type': 'WaitingListPlace',
  position: place.position,
  offerExpiresAt: place.offerExpiresAt,
});

export const waitingListEntryResource = (entry: WaitingListEntryView) => ({
  '@id': `${waitingListIri(entry.interventionId)}/${entry.id}`,
  '@type': 'WaitingListEntry',
  id: entry.id,
  position: entry.position,
  person: {
    '@id': `/api/volunteers/${entry.person.id}`,
    name: entry.person.name,
    surname: entry.person.surname,
  },
  offerExpiresAt: entry.offerExpiresAt,
  createdAt: entry.createdAt,
});

export const ownWaitingListResource = (view: OwnWaitingListView) => ({
  '@id': `${waitingListIri(view.interventionId)}/me`,
  '@type': 'WaitingListPlace',
  position: view.position,
  offerExpiresAt: view.offerExpiresAt,
  createdAt: view.createdAt,
  intervention: {
    '@id': `/api/interventions/${view.interventionId}`,
    id: view.interventionId,
    date: view.session.date,
    scheduleStart: view.session.scheduleStart,
    scheduleEnd: view.session.scheduleEnd,
    place: view.session.place,
    activity: {
      '@id': `/api/available_activities/${view.session.activityId}`,
      id: view.session.activityId,
      name: view.session.activityName,
    },
  },
});
