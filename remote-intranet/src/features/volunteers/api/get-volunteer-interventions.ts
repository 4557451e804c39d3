import { apiGet } from '@enlace/shared/api';
import type { Collection } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import { queryKeys } from '../../../api/query-keys';

/** A session the volunteer takes part in, as their record shows it. */
export type VolunteerIntervention = {
  '@id': string;
  id: number;
  name: string | null;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  place: { name: string; address: string | null } | null;
  activity: { '@id': string; id: number; name: string };
  participationStatus: 'confirmed' | 'pending' | 'declined';
};

export type InterventionsWhen = 'upcoming' | 'past';

export const VOLUNTEER_INTERVENTIONS_PER_PAGE = 10;

/** `GET /api/volunteers/{id}/interventions?when=`: upcoming soonest first, past latest first. */
export const getVolunteerInterventions = (id: number, when: InterventionsWhen, page: number) =>
  apiGet<Collection<VolunteerIntervention>>(`volunteers/${id}/interventions`, {
    when,
    page: String(page),
    itemsPerPage: String(VOLUNTEER_INTERVENTIONS_PER_PAGE),
  });

export const useVolunteerInterventions = (id: number, when: InterventionsWhen, page: number) =>
  useCollection([...queryKeys.volunteers.detail(id), 'interventions', when, page], () =>
    getVolunteerInterventions(id, when, page),
  );
