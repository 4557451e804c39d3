import { apiGet } from '@enlace/shared/api';
import type { Collection, ContactPartnerListItem, ContactPartnerSortField } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import type { ListState } from '../../../hooks/use-list-state';
import { queryKeys } from '../../../api/query-keys';

export const CONTACT_PARTNERS_PER_PAGE = 25;

/** `partner` is the partner's id (the API takes the id or the IRI). */
export type ContactPartnerListQuery = ListState<ContactPartnerSortField, 'partner'>;

/** The search, filter and order of a list query, as the API's parameters. */
export const contactPartnerSelectionParams = (query: ContactPartnerListQuery): Record<string, string> => ({
  ...(query.q.trim() ? { q: query.q.trim() } : {}),
  ...(query.partner ? { partner: query.partner } : {}),
  [`order[${query.sort}]`]: query.direction,
  // Same first names are common: the surname settles the order.
  ...(query.sort === 'name' ? { 'order[surname]': query.direction } : {}),
});

/** `GET /api/contact_partners` with the list's search, filter, sort and page. */
export const getContactPartners = (
  query: ContactPartnerListQuery,
): Promise<Collection<ContactPartnerListItem>> =>
  apiGet<Collection<ContactPartnerListItem>>('contact_partners', {
    page: String(query.page),
    itemsPerPage: String(CONTACT_PARTNERS_PER_PAGE),
    ...contactPartnerSelectionParams(query),
  });

/** The page of contact persons for a query; the previous page stays on screen while the next one loads. */
export function useContactPartners(query: ContactPartnerListQuery) {
  const { q, partner, page, sort, direction } = query;
  return useCollection(queryKeys.contactPartners.list([q, partner, page, sort, direction]), () =>
    getContactPartners({ q, partner, page, sort, direction }),
  );
}
