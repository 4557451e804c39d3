import { AGE_GROUPS, DISABILITY_TYPES } from '@enlace/shared/domain';
import { useListState } from '../../../hooks/use-list-state';
import { ONLY_MINE_VALUES } from '../../../hooks/use-only-mine';
import { BENEFICIARY_SORT_CHOICES } from '../api/get-beneficiaries';

const LIST_CONFIG = {
  sortFields: BENEFICIARY_SORT_CHOICES,
  defaultSort: 'surname',
  filters: {
    ageGroup: AGE_GROUPS,
    hasDisability: ['true', 'false'],
    disability: DISABILITY_TYPES,
    awaitingConsent: ['true'],
    mine: ONLY_MINE_VALUES,
  },
} as const;

/** The beneficiary list's state in the URL: `?q=&ageGroup=&hasDisability=&disability=&awaitingConsent=&mine=&page=&sort=&dir=`. */
export const useBeneficiaryListParams = () => useListState(LIST_CONFIG);
