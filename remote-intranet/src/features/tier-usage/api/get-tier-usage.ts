import { apiGet, useResource } from '@enlace/shared/api';
import type { TierUsage } from '@enlace/shared/domain';

/** `GET /api/tier-usage`: the organisation's plan and what it uses of each limit (administrators, coordinators). */
export const getTierUsage = (): Promise<TierUsage> => apiGet<TierUsage>('tier-usage');

export const useTierUsage = () => useResource('tier-usage', getTierUsage);
