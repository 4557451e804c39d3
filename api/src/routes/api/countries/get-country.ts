import type { FastifyPluginAsync } from 'fastify';
import { registerGeoItem } from '../../../lib/geography';

export const getCountry: FastifyPluginAsync = async (app) => {
  registerGeoItem(app, 'countries', 'Un país');
};
