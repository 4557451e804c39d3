import { ACCESS_STATUSES, PLACE_SORT_FIELDS, PLACE_TYPES } from '@enlace/shared/domain';
import { useListState } from '../../../hooks/use-list-state';

const LIST_CONFIG = {
  sortFields: PLACE_SORT_FIELDS,
  defaultSort: 'name',
  filters: { type: PLACE_TYPES, accessStatus: ACCESS_STATUSES },
} as const;

/** The place list's state in the URL: `?q=&type=&accessStatus=&page=&sort=&dir=`. */
export const usePlaceListParams = () => useListState(LIST_CONFIG);
