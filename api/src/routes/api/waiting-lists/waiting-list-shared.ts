import type { OwnWaitingList, WaitingListEntry, WaitingListPlace } from '@enlace/shared/contracts';
import type {
  OwnWaitingListView,
  WaitingListEntryView,
  WaitingPlace,
} from '../../../plugins/repositories/waiting-list-repository';

export { errors } from '../../../lib/schemas';
export { requireVolunteer } from '../subscriptions/subscription-shared';

export const waitingListIri = (interventionId: number) => `/api/interventions/${interventionId}/waiting-list`;

export const waitingPlaceResource = (interventionId: number, place: WaitingPlace): WaitingListPlace => ({
  '@context': '/api/contexts/WaitingListPlace',
  '@id': `${waitingListIri(interventionId)}/me`,
  '@type': 'WaitingListPlace',
  position: place.position,
  offerExpiresAt: place.offerExpiresAt,
});

export const waitingListEntryResource = (entry: WaitingListEntryView): WaitingListEntry => ({
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

export const ownWaitingListResource = (view: OwnWaitingListView): OwnWaitingList => ({
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
