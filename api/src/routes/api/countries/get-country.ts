import type { ContractRoutes } from '../../../lib/contract-routes';
import { registerGeoItem } from '../../../lib/geography';

export const getCountry: ContractRoutes = async (app) => {
  registerGeoItem(app, 'countries', 'Un país');
};
