import { apiGet } from '@enlace/shared/api';
import type { OwnInterventionsWhen, VolunteerIntervention } from '@enlace/shared/contracts';
import type { Collection } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import { queryKeys } from '../../../api/query-keys';

export const VOLUNTEER_INTERVENTIONS_PER_PAGE = 10;

/** `GET /api/volunteers/{id}/interventions?when=`: upcoming soonest first, past latest first. */
export const getVolunteerInterventions = (id: number, when: OwnInterventionsWhen, page: number) =>
  apiGet<Collection<VolunteerIntervention>>(`volunteers/${id}/interventions`, {
    when,
    page: String(page),
    itemsPerPage: String(VOLUNTEER_INTERVENTIONS_PER_PAGE),
  });

export const useVolunteerInterventions = (id: number, when: OwnInterventionsWhen, page: number) =>
  useCollection([...queryKeys.volunteers.detail(id), 'interventions', when, page], () =>
    getVolunteerInterventions(id, when, page),
  );
