import { getLocations } from './get-locations';
import { getLocation } from './get-location';

export const locationsRoutes = [getLocations, getLocation];
