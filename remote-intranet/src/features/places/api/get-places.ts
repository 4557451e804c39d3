import { apiGet } from '@enlace/shared/api';
import type { Collection, PlaceListItem, PlaceSortField } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import type { ListState } from '../../../hooks/use-list-state';
import { queryKeys } from '../../../api/query-keys';

export const PLACES_PER_PAGE = 25;

export type PlaceListQuery = ListState<PlaceSortField, 'type' | 'accessStatus'>;

/** The search, filters and order of a list query, as the API's parameters (the export takes the same). */
export const placeSelectionParams = (query: PlaceListQuery): Record<string, string> => ({
  ...(query.q.trim() ? { q: query.q.trim() } : {}),
  ...(query.type ? { type: query.type } : {}),
  ...(query.accessStatus ? { accessStatus: query.accessStatus } : {}),
  [`order[${query.sort}]`]: query.direction,
});

/** `GET /api/places` with the list's search, filters, sort and page. */
export const getPlaces = (query: PlaceListQuery): Promise<Collection<PlaceListItem>> =>
  apiGet<Collection<PlaceListItem>>('places', {
    page: String(query.page),
    itemsPerPage: String(PLACES_PER_PAGE),
    ...placeSelectionParams(query),
  });

/** The page of places for a query; the previous page stays on screen while the next one loads. */
export function usePlaces(query: PlaceListQuery) {
  const { q, type, accessStatus, page, sort, direction } = query;
  return useCollection(queryKeys.places.list([q, type, accessStatus, page, sort, direction]), () =>
    getPlaces({ q, type, accessStatus, page, sort, direction }),
  );
}
