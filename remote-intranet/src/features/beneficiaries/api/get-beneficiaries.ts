import { apiGet } from '@enlace/shared/api';
import {
  type BeneficiaryListItem,
  type BeneficiarySortField,
  type Collection,
  sortFieldsInOrder,
} from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import type { ListState } from '../../../hooks/use-list-state';
import { queryKeys } from '../../../api/query-keys';

/** The API's sort fields (`BENEFICIARY_SORT_FIELDS`) in the order the list offers them. */
export const BENEFICIARY_SORT_CHOICES = sortFieldsInOrder<BeneficiarySortField>()([
  'surname',
  'name',
  'birthday',
  'createdAt',
]);
export type { BeneficiarySortField };

export const BENEFICIARIES_PER_PAGE = 25;

/**
 * The list's filters, as the API names them: `ageGroup`, `hasDisability` (true|false), `disability` (a type),
 * `awaitingConsent` (true: minors whose place in a coming session waits for their tutor).
 */
export type BeneficiaryFilter = 'ageGroup' | 'hasDisability' | 'disability' | 'awaitingConsent';

export type BeneficiaryListQuery = ListState<BeneficiarySortField, BeneficiaryFilter>;

/** The list's query plus whether it shows only the beneficiaries in the signed-in coordinator's sessions. */
export type BeneficiarySelection = BeneficiaryListQuery & { onlyMine: boolean };

/** The search, filters and order of a list query, as the API's parameters (the export takes the same). */
export const beneficiarySelectionParams = (query: BeneficiarySelection): Record<string, string> => ({
  ...(query.q.trim() ? { q: query.q.trim() } : {}),
  ...(query.ageGroup ? { ageGroup: query.ageGroup } : {}),
  ...(query.hasDisability ? { hasDisability: query.hasDisability } : {}),
  ...(query.disability ? { disability: query.disability } : {}),
  ...(query.awaitingConsent ? { awaitingConsent: query.awaitingConsent } : {}),
  ...(query.onlyMine ? { coordinator: 'me' } : {}),
  [`order[${query.sort}]`]: query.direction,
});

/** `GET /api/beneficiaries` with the list's search, filters, sort and page. */
export const getBeneficiaries = (query: BeneficiarySelection): Promise<Collection<BeneficiaryListItem>> =>
  apiGet<Collection<BeneficiaryListItem>>('beneficiaries', {
    page: String(query.page),
    itemsPerPage: String(BENEFICIARIES_PER_PAGE),
    ...beneficiarySelectionParams(query),
  });

/** The page of beneficiaries for a query; the previous page stays on screen while the next one loads. */
export function useBeneficiaries(query: BeneficiarySelection) {
  const { q, ageGroup, hasDisability, disability, awaitingConsent, onlyMine, page, sort, direction } = query;
  return useCollection(
    queryKeys.beneficiaries.list([
      q,
      ageGroup,
      hasDisability,
      disability,
      awaitingConsent,
      onlyMine,
      page,
      sort,
      direction,
    ]),
    () =>
      getBeneficiaries({
        q,
        ageGroup,
        hasDisability,
        disability,
        awaitingConsent,
        onlyMine,
        page,
        sort,
        direction,
      }),
  );
}
