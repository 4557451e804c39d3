import { apiGet } from '@enlace/shared/api';
import type { Collection, GeoEntity } from '@enlace/shared/domain';
import { useGeoEntities } from '../hooks/use-geo-entities';

// A province can hold hundreds of towns: the list is narrowed by what the person types.
const LOCATIONS_PER_SEARCH = 50;

/** `GET /api/locations?province=&search=` (the API ignores accents in `search`). */
export const getLocations = async (province: string, search: string): Promise<GeoEntity[]> => {
  const query: Record<string, string> = { province, itemsPerPage: String(LOCATIONS_PER_SEARCH) };
  if (search.trim()) query.search = search.trim();
  return (await apiGet<Collection<GeoEntity>>('locations', query)).member;
};

export const useLocations = (province: string, search: string) =>
  useGeoEntities(
    `locations:${province}:${search.trim()}`,
    province ? () => getLocations(province, search) : null,
  );
