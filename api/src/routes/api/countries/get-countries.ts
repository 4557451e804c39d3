import { CountryListQuerySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { registerGeoCollection } from '../../../lib/geography';

export const getCountries: ContractRoutes = async (app) => {
  registerGeoCollection(app, { kind: 'countries', summary: 'Países', querystring: CountryListQuerySchema });
};
