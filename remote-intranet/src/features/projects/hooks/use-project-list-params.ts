import { PROJECT_SORT_FIELDS, PROJECT_STATUSES } from '@enlace/shared/domain';
import { useListState } from '../../../hooks/use-list-state';

const LIST_CONFIG = {
  sortFields: PROJECT_SORT_FIELDS,
  defaultSort: 'name',
  filters: { status: PROJECT_STATUSES },
} as const;

/** The project list's state in the URL: `?q=&status=&page=&sort=&dir=`. */
export const useProjectListParams = () => useListState(LIST_CONFIG);
