import type { FastifyPluginAsync } from 'fastify';
import { registerGeoItem } from '../../../lib/geography';

export const getProvince: FastifyPluginAsync = async (app) => {
  registerGeoItem(app, 'provinces', 'Una provincia');
};
