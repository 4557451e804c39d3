import { LocationListQuerySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { registerGeoCollection } from '../../../lib/geography';

export const getLocations: ContractRoutes = async (app) => {
  registerGeoCollection(app, {
    kind: 'locations',
    summary: 'Municipios (filtros province y search, sin acentos)',
    querystring: LocationListQuerySchema,
    parent: { param: 'province', kind: 'provinces' },
    search: true,
  });
};
