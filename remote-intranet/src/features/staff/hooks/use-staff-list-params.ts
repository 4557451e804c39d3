import { useListState } from '../../../hooks/use-list-state';
import { ADMIN_FILTER_VALUES, STAFF_SORT_CHOICES } from '../api/get-staff-members';

const LIST_CONFIG = {
  sortFields: STAFF_SORT_CHOICES,
  defaultSort: 'surname',
  filters: { isAdmin: ADMIN_FILTER_VALUES },
} as const;

/** A staff list's state in the URL: `?q=&isAdmin=&page=&sort=&dir=`. */
export const useStaffListParams = () => useListState(LIST_CONFIG);
