import { ProvinceListQuerySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { registerGeoCollection } from '../../../lib/geography';

export const getProvinces: ContractRoutes = async (app) => {
  registerGeoCollection(app, {
    kind: 'provinces',
    summary: 'Provincias (filtro state)',
    querystring: ProvinceListQuerySchema,
    parent: { param: 'state', kind: 'states' },
  });
};
