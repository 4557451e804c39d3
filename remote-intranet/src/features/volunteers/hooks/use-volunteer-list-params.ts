import { VOLUNTEER_STATUSES } from '@enlace/shared/domain';
import { useListState } from '../../../hooks/use-list-state';
import { VOLUNTEER_SORT_FIELDS } from '../api/get-volunteers';

const LIST_CONFIG = {
  sortFields: VOLUNTEER_SORT_FIELDS,
  defaultSort: 'surname',
  filters: { status: VOLUNTEER_STATUSES },
} as const;

/** The volunteer list's state in the URL: `?q=&status=&page=&sort=&dir=`. */
export const useVolunteerListParams = () => useListState(LIST_CONFIG);
