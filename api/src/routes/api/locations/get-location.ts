import type { ContractRoutes } from '../../../lib/contract-routes';
import { registerGeoItem } from '../../../lib/geography';

export const getLocation: ContractRoutes = async (app) => {
  registerGeoItem(app, 'locations', 'Un municipio');
};
