import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { VOLUNTEER_STATUSES, type VolunteerStatus } from '@enlace/shared/domain';
import {
  VOLUNTEER_SORT_FIELDS,
  type VolunteerListQuery,
  type VolunteerSortField,
} from '../api/get-volunteers';

const isStatus = (value: string | null): value is VolunteerStatus =>
  VOLUNTEER_STATUSES.includes(value as VolunteerStatus);
const isSortField = (value: string | null): value is VolunteerSortField =>
  VOLUNTEER_SORT_FIELDS.includes(value as VolunteerSortField);

/**
 * The list's state lives in the URL (`?q=&status=&page=&sort=&dir=`), so a reload, a shared link and the back
 * button all keep it. Values that make no sense fall back to the defaults instead of failing.
 */
export function useVolunteerListParams(): [
  VolunteerListQuery,
  (change: Partial<VolunteerListQuery>) => void,
] {
  const [params, setParams] = useSearchParams();

  const query = useMemo<VolunteerListQuery>(() => {
    const page = Number.parseInt(params.get('page') ?? '1', 10);
    const status = params.get('status');
    const sort = params.get('sort');
    return {
      q: params.get('q') ?? '',
      status: isStatus(status) ? status : '',
      page: Number.isFinite(page) && page > 0 ? page : 1,
      sort: isSortField(sort) ? sort : 'surname',
      direction: params.get('dir') === 'desc' ? 'desc' : 'asc',
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<VolunteerListQuery>) => {
      const next = { ...query, ...change };
      // A new search, filter or order starts again from the first page.
      if (!('page' in change)) next.page = 1;
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (next.status) search.set('status', next.status);
      if (next.page > 1) search.set('page', String(next.page));
      if (next.sort !== 'surname') search.set('sort', next.sort);
      if (next.direction === 'desc') search.set('dir', 'desc');
      // Typing in the search box replaces the history entry; paging and filtering add one.
      setParams(search, { replace: 'q' in change });
    },
    [query, setParams],
  );

  return [query, update];
}
