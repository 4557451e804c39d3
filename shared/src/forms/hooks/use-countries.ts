import { getCountries } from '@enlace/shared/api';
import { useGeoEntities } from './use-geo-entities';

/** Every country, for the first select of the address. */
export const useCountries = () => useGeoEntities('countries', getCountries);
