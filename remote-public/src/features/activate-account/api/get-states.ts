import { apiGet } from '@enlace/shared/api';
import type { Collection, GeoEntity } from '@enlace/shared/domain';
import { useGeoEntities } from '../hooks/use-geo-entities';

/** `GET /api/states?country=` with the country's IRI. */
export const getStates = async (country: string): Promise<GeoEntity[]> =>
  (await apiGet<Collection<GeoEntity>>('states', { country, pagination: 'false' })).member;

export const useStates = (country: string) =>
  useGeoEntities(`states:${country}`, country ? () => getStates(country) : null);
