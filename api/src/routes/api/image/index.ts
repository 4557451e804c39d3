import { getLastModified } from './get-last-modified';

export const imageRoutes = [getLastModified];
