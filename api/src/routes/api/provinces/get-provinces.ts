import type { FastifyPluginAsync } from 'fastify';
import { registerGeoCollection } from '../../../lib/geography';

export const getProvinces: FastifyPluginAsync = async (app) => {
  registerGeoCollection(app, {
    kind: 'provinces',
    summary: 'Provincias (filtro state)',
    parent: { param: 'state', kind: 'states' },
  });
};
