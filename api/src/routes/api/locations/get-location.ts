import type { FastifyPluginAsync } from 'fastify';
import { registerGeoItem } from '../../../lib/geography';

export const getLocation: FastifyPluginAsync = async (app) => {
  registerGeoItem(app, 'locations', 'Un municipio');
};
