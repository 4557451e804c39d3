import { apiGet } from '@enlace/shared/api';
import {
  ACTIVITY_SORT_FIELDS,
  type ActivityListItem,
  type ActivitySortField,
  type Collection,
} from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import type { ListState } from '../../../hooks/use-list-state';
import { queryKeys } from '../../../api/query-keys';

/** The fields the list sorts by, as the screen offers them: by start date (its default order) first. */
export const ACTIVITY_SORT_OPTIONS: readonly ActivitySortField[] = [
  'dateStart',
  ...ACTIVITY_SORT_FIELDS.filter((field) => field !== 'dateStart'),
];

export const ACTIVITIES_PER_PAGE = 25;

export type ActivityListQuery = ListState<ActivitySortField, 'status'>;

/** The list's own query plus whether it shows only the activities the signed-in person coordinates. */
export type ActivitySelection = ActivityListQuery & { onlyMine: boolean };

/** `GET /api/activities` with the list's search, status filter, "only mine" (`coordinator=me`), sort and page. */
export const getActivities = (query: ActivitySelection): Promise<Collection<ActivityListItem>> =>
  apiGet<Collection<ActivityListItem>>('activities', {
    page: String(query.page),
    itemsPerPage: String(ACTIVITIES_PER_PAGE),
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.onlyMine ? { coordinator: 'me' } : {}),
    [`order[${query.sort}]`]: query.direction,
  });

/** The page of activities for a query; the previous page stays on screen while the next one loads. */
export function useActivities(query: ActivitySelection) {
  const { q, status, onlyMine, page, sort, direction } = query;
  return useCollection(queryKeys.activities.list([q, status, onlyMine, page, sort, direction]), () =>
    getActivities({ q, status, onlyMine, page, sort, direction }),
  );
}
