import { useCallback, useEffect, useState } from 'react';
import { apiGet } from '@enlace/shared/api';
import type { Collection, VolunteerListItem, VolunteerStatus } from '@enlace/shared/domain';

export const VOLUNTEER_SORT_FIELDS = ['surname', 'name', 'email', 'createdAt'] as const;
export type VolunteerSortField = (typeof VOLUNTEER_SORT_FIELDS)[number];

export const VOLUNTEERS_PER_PAGE = 25;

export type VolunteerListQuery = {
  q: string;
  status: VolunteerStatus | '';
  page: number;
  sort: VolunteerSortField;
  direction: 'asc' | 'desc';
};

/** `GET /api/volunteers` with the list's search, filter, sort and page. */
export const getVolunteers = (query: VolunteerListQuery): Promise<Collection<VolunteerListItem>> =>
  apiGet<Collection<VolunteerListItem>>('volunteers', {
    page: String(query.page),
    itemsPerPage: String(VOLUNTEERS_PER_PAGE),
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...(query.status ? { status: query.status } : {}),
    [`order[${query.sort}]`]: query.direction,
  });

export type VolunteersState =
  | { state: 'loading'; data?: Collection<VolunteerListItem> }
  | { state: 'ready'; data: Collection<VolunteerListItem> }
  | { state: 'error'; data?: Collection<VolunteerListItem> };

/** The page of volunteers for a query; the previous page stays on screen while the next one loads. */
export function useVolunteers(query: VolunteerListQuery): VolunteersState & { reload: () => void } {
  const [result, setResult] = useState<VolunteersState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { q, status, page, sort, direction } = query;

  useEffect(() => {
    let cancelled = false;
    setResult((previous) => ({ state: 'loading', data: previous.data }));
    getVolunteers({ q, status, page, sort, direction }).then(
      (data) => !cancelled && setResult({ state: 'ready', data }),
      () => !cancelled && setResult((previous) => ({ state: 'error', data: previous.data })),
    );
    return () => {
      cancelled = true;
    };
  }, [q, status, page, sort, direction, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...result, reload };
}
