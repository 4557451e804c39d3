import { AGREEMENT_STATUSES, PARTNER_LEGAL_TYPES, PARTNER_SORT_FIELDS } from '@enlace/shared/domain';
import { useListState } from '../../../hooks/use-list-state';

const LIST_CONFIG = {
  sortFields: PARTNER_SORT_FIELDS,
  defaultSort: 'name',
  filters: { legalType: PARTNER_LEGAL_TYPES, agreementStatus: AGREEMENT_STATUSES },
} as const;

/** The partner list's state in the URL: `?q=&legalType=&agreementStatus=&page=&sort=&dir=`. */
export const usePartnerListParams = () => useListState(LIST_CONFIG);
