import type { FastifyPluginAsync } from 'fastify';
import { registerGeoCollection } from '../../../lib/geography';

export const getCountries: FastifyPluginAsync = async (app) => {
  registerGeoCollection(app, { kind: 'countries', summary: 'Países' });
};
