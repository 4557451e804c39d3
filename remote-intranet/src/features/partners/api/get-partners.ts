import { apiGet } from '@enlace/shared/api';
import type { Collection, PartnerListItem, PartnerSortField } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import type { ListState } from '../../../hooks/use-list-state';
import { queryKeys } from '../../../api/query-keys';

export const PARTNERS_PER_PAGE = 25;

export type PartnerListQuery = ListState<PartnerSortField, 'legalType' | 'agreementStatus'>;

/** The search, filters and order of a list query, as the API's parameters (the export takes the same). */
export const partnerSelectionParams = (query: PartnerListQuery): Record<string, string> => ({
  ...(query.q.trim() ? { q: query.q.trim() } : {}),
  ...(query.legalType ? { legalType: query.legalType } : {}),
  ...(query.agreementStatus ? { agreementStatus: query.agreementStatus } : {}),
  [`order[${query.sort}]`]: query.direction,
});

/** `GET /api/partners` with the list's search, filters, sort and page. */
export const getPartners = (query: PartnerListQuery): Promise<Collection<PartnerListItem>> =>
  apiGet<Collection<PartnerListItem>>('partners', {
    page: String(query.page),
    itemsPerPage: String(PARTNERS_PER_PAGE),
    ...partnerSelectionParams(query),
  });

/** The page of partners for a query; the previous page stays on screen while the next one loads. */
export function usePartners(query: PartnerListQuery) {
  const { q, legalType, agreementStatus, page, sort, direction } = query;
  return useCollection(queryKeys.partners.list([q, legalType, agreementStatus, page, sort, direction]), () =>
    getPartners({ q, legalType, agreementStatus, page, sort, direction }),
  );
}
