import { StateListQuerySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { registerGeoCollection } from '../../../lib/geography';

export const getStates: ContractRoutes = async (app) => {
  registerGeoCollection(app, {
    kind: 'states',
    summary: 'Comunidades autónomas (filtro country)',
    querystring: StateListQuerySchema,
    parent: { param: 'country', kind: 'countries' },
  });
};
