import { apiGet } from '@enlace/shared/api';
import type { Collection, GeoEntity } from '@enlace/shared/domain';
import { useGeoEntities } from '../hooks/use-geo-entities';

/** `GET /api/provinces?state=` with the state's IRI. */
export const getProvinces = async (state: string): Promise<GeoEntity[]> =>
  (await apiGet<Collection<GeoEntity>>('provinces', { state, pagination: 'false' })).member;

export const useProvinces = (state: string) =>
  useGeoEntities(`provinces:${state}`, state ? () => getProvinces(state) : null);
