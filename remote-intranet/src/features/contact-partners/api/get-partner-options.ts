import { apiGet } from '@enlace/shared/api';
import type { Collection, Partner, PartnerListItem } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import { queryKeys } from '../../../api/query-keys';

/** The most the API answers per page; a tenant with more partners narrows the choice by searching. */
export const PARTNER_OPTIONS_PER_PAGE = 100;

/** `GET /api/partners` by name, for a partner select (first page of what matches `search`). */
export const getPartnerOptions = (search: string): Promise<Collection<PartnerListItem>> =>
  apiGet<Collection<PartnerListItem>>('partners', {
    itemsPerPage: String(PARTNER_OPTIONS_PER_PAGE),
    'order[name]': 'asc',
    ...(search.trim() ? { q: search.trim() } : {}),
  });

/** The partners to choose from, by name. */
export const usePartnerOptions = (search: string) =>
  useCollection(queryKeys.partners.list({ options: search.trim() }), () => getPartnerOptions(search));

/** One partner by IRI (`/api/partners/12`), for a chosen partner that the first page of options lacks. */
export const getPartnerByIri = (iri: string): Promise<Partner> =>
  apiGet<Partner>(iri.replace(/^\/api\//, ''));
