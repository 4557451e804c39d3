import type { FastifyPluginAsync } from 'fastify';
import { registerGeoCollection } from '../../../lib/geography';

export const getLocations: FastifyPluginAsync = async (app) => {
  registerGeoCollection(app, {
    kind: 'locations',
    summary: 'Municipios (filtros province y search, sin acentos)',
    parent: { param: 'province', kind: 'provinces' },
    search: true,
  });
};
