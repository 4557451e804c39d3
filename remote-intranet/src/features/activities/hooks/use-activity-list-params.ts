import { ACTIVITY_STATUSES } from '@enlace/shared/domain';
import { useListState } from '../../../hooks/use-list-state';
import { ONLY_MINE_VALUES } from '../../../hooks/use-only-mine';
import { ACTIVITY_SORT_OPTIONS } from '../api/get-activities';

const LIST_CONFIG = {
  sortFields: ACTIVITY_SORT_OPTIONS,
  defaultSort: 'dateStart',
  defaultDirection: 'desc',
  filters: { status: ACTIVITY_STATUSES, mine: ONLY_MINE_VALUES },
} as const;

/** The activity list's state in the URL: `?q=&status=&mine=&page=&sort=&dir=`. */
export const useActivityListParams = () => useListState(LIST_CONFIG);
