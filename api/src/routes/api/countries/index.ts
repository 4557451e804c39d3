import { getCountries } from './get-countries';
import { getCountry } from './get-country';

export const countriesRoutes = [getCountries, getCountry];
