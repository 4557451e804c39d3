import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import type { TierUsage } from '@enlace/shared/domain';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/tier-usage`: the organisation's plan and what it uses of each limit (administrators, coordinators). */
export const getTierUsage = (): Promise<TierUsage> => apiGet<TierUsage>('tier-usage');

export const useTierUsage = () => useResource(queryKeys.tierUsage, getTierUsage);
