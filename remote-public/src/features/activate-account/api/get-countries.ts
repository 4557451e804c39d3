import { apiGet } from '@enlace/shared/api';
import type { Collection, GeoEntity } from '@enlace/shared/domain';
import { useGeoEntities } from '../hooks/use-geo-entities';

/** `GET /api/countries`, every country in one answer. */
export const getCountries = async (): Promise<GeoEntity[]> =>
  (await apiGet<Collection<GeoEntity>>('countries', { pagination: 'false' })).member;

export const useCountries = () => useGeoEntities('countries', getCountries);
