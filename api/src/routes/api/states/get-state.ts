import type { FastifyPluginAsync } from 'fastify';
import { registerGeoItem } from '../../../lib/geography';

export const getState: FastifyPluginAsync = async (app) => {
  registerGeoItem(app, 'states', 'Una comunidad autónoma');
};
