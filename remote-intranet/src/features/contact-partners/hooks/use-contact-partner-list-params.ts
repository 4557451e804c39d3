import { useListState } from '../../../hooks/use-list-state';
import { CONTACT_PARTNER_SORT_FIELDS, isResourceId } from '@enlace/shared/domain';

const LIST_CONFIG = {
  sortFields: CONTACT_PARTNER_SORT_FIELDS,
  defaultSort: 'name',
  // Any partner id; the API finds nobody for an unknown one (or another tenant's).
  filters: { partner: isResourceId },
} as const;

/** The contact person list's state in the URL: `?q=&partner=&page=&sort=&dir=`. */
export const useContactPartnerListParams = () => useListState(LIST_CONFIG);
