import { getStates } from './get-states';
import { getState } from './get-state';

export const statesRoutes = [getStates, getState];
