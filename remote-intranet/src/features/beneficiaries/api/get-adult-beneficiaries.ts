import { apiGet } from '@enlace/shared/api';
import type { BeneficiaryListItem, Collection } from '@enlace/shared/domain';

/** How many adults the tutor select offers at once; typing narrows them down. */
export const TUTOR_OPTIONS_PER_SEARCH = 20;

/** `GET /api/beneficiaries?ageGroup=adult`: the adults who may be a tutor, matching the search, by surname. */
export const getAdultBeneficiaries = (search: string): Promise<Collection<BeneficiaryListItem>> =>
  apiGet<Collection<BeneficiaryListItem>>('beneficiaries', {
    ageGroup: 'adult',
    itemsPerPage: String(TUTOR_OPTIONS_PER_SEARCH),
    ...(search.trim() ? { q: search.trim() } : {}),
    'order[surname]': 'asc',
  });
