import { getContext } from './get-context';

export const contextsRoutes = [getContext];
