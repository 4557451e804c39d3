import { getConfig } from './get-config';

export const configRoutes = [getConfig];
