import type { FastifyPluginAsync } from 'fastify';
import { registerGeoCollection } from '../../../lib/geography';

export const getStates: FastifyPluginAsync = async (app) => {
  registerGeoCollection(app, {
    kind: 'states',
    summary: 'Comunidades autónomas (filtro country)',
    parent: { param: 'country', kind: 'countries' },
  });
};
