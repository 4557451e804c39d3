import { apiGet } from '@enlace/shared/api';
import type { Collection, OwnIntervention } from '@enlace/shared/domain';
import { usePagedList } from '../../../hooks/use-paged-list';
import { queryKeys } from '../../../api/query-keys';

export type MyInterventionsWhen = 'upcoming' | 'past';

/** `GET /api/me/interventions?when=&page=`: upcoming soonest first, past latest first (twenty a page). */
export const getMyInterventions = (
  when: MyInterventionsWhen,
  page: number,
): Promise<Collection<OwnIntervention>> =>
  apiGet<Collection<OwnIntervention>>('me/interventions', { when, page: String(page) });

/** One tab of "Mis actividades", "Ver más" appending the next page. */
export const useMyInterventions = (when: MyInterventionsWhen) =>
  usePagedList(queryKeys.myInterventions(when), (page) => getMyInterventions(when, page));
