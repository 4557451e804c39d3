import { getTierUsage } from './get-tier-usage';

export const tierUsageRoutes = [getTierUsage];
