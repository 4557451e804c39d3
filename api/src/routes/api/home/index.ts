import { getHome } from './get-home';

export const homeRoutes = [getHome];
