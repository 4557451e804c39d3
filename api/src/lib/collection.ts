import {
  type CollectionView,
  paginationQueryProperties,
  paginationSwitchQueryProperties,
} from '@enlace/shared/contracts';

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 1000;

export interface PageRequest {
  page: number;
  itemsPerPage: number;
  /** false: every member in one page (e.g. the country select). */
  paginate: boolean;
}

export interface PaginationQuery {
  page?: string;
  itemsPerPage?: string;
  pagination?: string;
}

export const paginationQuerySchema = { ...paginationQueryProperties, ...paginationSwitchQueryProperties };

export function pageRequest(query: PaginationQuery): PageRequest {
  return {
    page: Number(query.page ?? 1),
    itemsPerPage: Math.min(Number(query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE), MAX_ITEMS_PER_PAGE),
    paginate: query.pagination !== 'false',
  };
}

/** An API Platform (Hydra) collection: `member`, `totalItems` and a `view` with the page links. */
export function collection<T>(options: {
  iri: string;
  type: string;
  members: T[];
  totalItems: number;
  page: PageRequest;
  filters: Record<string, string | undefined>;
}) {
  const { iri, members, totalItems, page, filters } = options;
  const link = (pageNumber: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, value);
    if (page.paginate) {
      if (page.itemsPerPage !== DEFAULT_ITEMS_PER_PAGE) params.set('itemsPerPage', String(page.itemsPerPage));
      params.set('page', String(pageNumber));
    } else {
      params.set('pagination', 'false');
    }
    return `${iri}?${params.toString()}`;
  };
  const lastPage = page.paginate ? Math.max(1, Math.ceil(totalItems / page.itemsPerPage)) : 1;
  const view: CollectionView = { '@id': link(page.page), '@type': 'PartialCollectionView' };
  if (page.paginate) {
    view.first = link(1);
    view.last = link(lastPage);
    if (page.page > 1) view.previous = link(page.page - 1);
    if (page.page < lastPage) view.next = link(page.page + 1);
  }
  return {
    '@context': `/api/contexts/${options.type}`,
    '@id': iri,
    '@type': 'Collection',
    totalItems,
    member: members,
    view,
  };
}
