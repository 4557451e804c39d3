import { apiGet } from '@enlace/shared/api';
import type { Collection, OwnWaitingList } from '@enlace/shared/domain';
import { usePagedList } from '../../../hooks/use-paged-list';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/me/waiting-lists`: the volunteer's places in the lines of full sessions still to come, soonest first. */
export const getMyWaitingLists = (): Promise<Collection<OwnWaitingList>> =>
  apiGet<Collection<OwnWaitingList>>('me/waiting-lists');

/** "Mis actividades": the waiting lists the volunteer is in (one page: a person waits for few sessions). */
export const useMyWaitingLists = () => usePagedList(queryKeys.myWaitingLists, () => getMyWaitingLists());
