import { apiGet } from '@enlace/shared/api';
import type { VolunteerIntervention, VolunteerInterventionsQuery } from '@enlace/shared/contracts';
import type { Collection } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import { queryKeys } from '../../../api/query-keys';

export type InterventionsWhen = NonNullable<VolunteerInterventionsQuery['when']>;

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
