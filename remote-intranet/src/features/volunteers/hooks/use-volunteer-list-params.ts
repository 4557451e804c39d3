import { VOLUNTEER_STATUSES } from '@enlace/shared/domain';
import { useListState } from '../../../hooks/use-list-state';
import { ONLY_MINE_VALUES } from '../../../hooks/use-only-mine';
import { VOLUNTEER_SORT_CHOICES } from '../api/get-volunteers';

const LIST_CONFIG = {
  sortFields: VOLUNTEER_SORT_CHOICES,
  defaultSort: 'surname',
  filters: { status: VOLUNTEER_STATUSES, mine: ONLY_MINE_VALUES },
} as const;

/** The volunteer list's state in the URL: `?q=&status=&mine=&page=&sort=&dir=`. */
export const useVolunteerListParams = () => useListState(LIST_CONFIG);
