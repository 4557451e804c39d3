import type { ContractRoutes } from '../../../lib/contract-routes';
import { registerGeoItem } from '../../../lib/geography';

export const getState: ContractRoutes = async (app) => {
  registerGeoItem(app, 'states', 'Una comunidad autónoma');
};
