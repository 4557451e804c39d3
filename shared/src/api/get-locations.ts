import type { Collection, GeoEntity } from '@enlace/shared/domain/core';
import { apiGet } from './api-get';

// A province can hold hundreds of towns: the list is narrowed by what the person types.
export const LOCATIONS_PER_SEARCH = 50;

/** `GET /api/locations?province=&search=` (the API ignores accents in `search`). */
export const getLocations = async (province: string, search = ''): Promise<GeoEntity[]> => {
  const query: Record<string, string> = { province, itemsPerPage: String(LOCATIONS_PER_SEARCH) };
  if (search.trim()) query.search = search.trim();
  return (await apiGet<Collection<GeoEntity>>('locations', query)).member;
};
