import type { ContractRoutes } from '../../../lib/contract-routes';
import { registerGeoItem } from '../../../lib/geography';

export const getProvince: ContractRoutes = async (app) => {
  registerGeoItem(app, 'provinces', 'Una provincia');
};
