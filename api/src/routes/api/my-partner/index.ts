import { getMyPartner } from './get-my-partner';

export const myPartnerRoutes = [getMyPartner];
