import { apiGet } from '@enlace/shared/api';
import type { OwnInterventionsWhen } from '@enlace/shared/contracts';
import type { Collection, OwnIntervention } from '@enlace/shared/domain';
import { usePagedList } from '../../../hooks/use-paged-list';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/me/interventions?when=&page=`: upcoming soonest first, past latest first (twenty a page). */
export const getMyInterventions = (
  when: OwnInterventionsWhen,
  page: number,
): Promise<Collection<OwnIntervention>> =>
  apiGet<Collection<OwnIntervention>>('me/interventions', { when, page: String(page) });

/** One tab of "Mis actividades", "Ver más" appending the next page. */
export const useMyInterventions = (when: OwnInterventionsWhen) =>
  usePagedList(queryKeys.myInterventions(when), (page) => getMyInterventions(when, page));
