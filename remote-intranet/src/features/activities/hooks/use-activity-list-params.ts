import { ACTIVITY_STATUSES } from '@enlace/shared/domain';
import { useListState } from '../../../hooks/use-list-state';
import { ACTIVITY_SORT_FIELDS } from '../api/get-activities';

const LIST_CONFIG = {
  sortFields: ACTIVITY_SORT_FIELDS,
  defaultSort: 'dateStart',
  defaultDirection: 'desc',
  filters: { status: ACTIVITY_STATUSES },
} as const;

/** The activity list's state in the URL: `?q=&status=&page=&sort=&dir=`. */
export const useActivityListParams = () => useListState(LIST_CONFIG);
