import { apiGet } from '@enlace/shared/api';
import type { ActivityListItem, Collection } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import type { ListState } from '../../../hooks/use-list-state';

export const ACTIVITY_SORT_FIELDS = ['dateStart', 'name'] as const;
export type ActivitySortField = (typeof ACTIVITY_SORT_FIELDS)[number];

export const ACTIVITIES_PER_PAGE = 25;

export type ActivityListQuery = ListState<ActivitySortField, 'status'>;

/** `GET /api/activities` with the list's search, status filter, sort and page. */
export const getActivities = (query: ActivityListQuery): Promise<Collection<ActivityListItem>> =>
  apiGet<Collection<ActivityListItem>>('activities', {
    page: String(query.page),
    itemsPerPage: String(ACTIVITIES_PER_PAGE),
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...(query.status ? { status: query.status } : {}),
    [`order[${query.sort}]`]: query.direction,
  });

/** The page of activities for a query; the previous page stays on screen while the next one loads. */
export function useActivities(query: ActivityListQuery) {
  const { q, status, page, sort, direction } = query;
  return useCollection(JSON.stringify([q, status, page, sort, direction]), () =>
    getActivities({ q, status, page, sort, direction }),
  );
}
