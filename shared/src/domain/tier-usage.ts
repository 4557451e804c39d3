import { NETWORK_TIER } from './constants';
import type { ActivityStatus, TierName } from './enumerations';
import type { ResourceUsage } from '../contracts/tier-usage';

/** The plan's name of a stored tier number. */
export const tierNameOf = (tier: number): TierName =>
  tier === NETWORK_TIER ? 'network' : (String(tier) as TierName);

/**
 * Activity statuses that no longer hold one of the plan's open-activity places: the activity is over. A complete one
 * still holds its place (staff may reopen it); its sessions are closed by `ACTIVITY_STATUSES_COMPLETING_INTERVENTIONS`.
 */
export const CLOSED_ACTIVITY_STATUSES = [
  'finished',
  'cancelled',
] as const satisfies readonly ActivityStatus[];

// `GET /api/tier-usage` and each resource's use in it are derived from its HTTP contract.
export type { ResourceUsage, TierUsage } from '../contracts/tier-usage';

/** Ours: from this share of a cap on, the screens warn that the plan is running out. */
export const TIER_USAGE_WARNING_RATIO = 0.8;

/** Whether a use is comfortable, close to the cap (warning) or at it (the next one is refused). */
export type UsageLevel = 'ok' | 'warning' | 'full';

export const usageLevelOf = ({ used, limit }: ResourceUsage): UsageLevel => {
  if (limit === null) return 'ok';
  if (used >= limit) return 'full';
  return used >= limit * TIER_USAGE_WARNING_RATIO ? 'warning' : 'ok';
};
