import { apiGet } from '@enlace/shared/api';
import type { AvailableActivityListItem, Collection } from '@enlace/shared/domain';
import { usePagedList } from '../../../hooks/use-paged-list';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/available_activities?page=`: ten a page, the soonest next intervention first. */
export const getAvailableActivities = (page: number): Promise<Collection<AvailableActivityListItem>> =>
  apiGet<Collection<AvailableActivityListItem>>('available_activities', { page: String(page) });

/** The available activities, "Ver más" appending the next page. */
export const useAvailableActivities = () => usePagedList(queryKeys.available, getAvailableActivities);
