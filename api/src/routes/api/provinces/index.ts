import { getProvinces } from './get-provinces';
import { getProvince } from './get-province';

export const provincesRoutes = [getProvinces, getProvince];
