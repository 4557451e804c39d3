import { getProvinces } from '@enlace/shared/api';
import { useGeoEntities } from './use-geo-entities';

/** The provinces of a state; none until a state is chosen. */
export const useProvinces = (state: string) =>
  useGeoEntities(`provinces:${state}`, state ? () => getProvinces(state) : null);
