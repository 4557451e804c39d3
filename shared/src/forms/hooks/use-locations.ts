import { getLocations } from '@enlace/shared/api';
import { useGeoEntities } from './use-geo-entities';

/** The towns of a province whose name contains `search` (accents ignored); none until a province is chosen. */
export const useLocations = (province: string, search: string) =>
  useGeoEntities(
    `locations:${province}:${search.trim()}`,
    province ? () => getLocations(province, search) : null,
  );
