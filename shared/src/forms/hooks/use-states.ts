import { getStates } from '@enlace/shared/api';
import { useGeoEntities } from './use-geo-entities';

/** The states (autonomous communities, regions) of a country; none until a country is chosen. */
export const useStates = (country: string) =>
  useGeoEntities(`states:${country}`, country ? () => getStates(country) : null);
