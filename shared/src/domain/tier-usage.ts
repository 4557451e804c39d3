import { NETWORK_TIER } from './constants';
import type { ActivityStatus } from './enumerations';

/** A tenant's plan as the API and the screens name it: tiers 1 to 3, or the foundation's network tier. */
export const TIER_NAMES = ['1', '2', '3', 'network'] as const;
export type TierName = (typeof TIER_NAMES)[number];

/** The plan's name of a stored tier number. */
export const tierNameOf = (tier: number): TierName =>
  tier === NETWORK_TIER ? 'network' : (String(tier) as TierName);

/** The resources whose use the plan caps for the whole organisation (`GET /api/tier-usage`). */
export const TIER_USAGE_RESOURCES = ['volunteers', 'projects', 'activities'] as const;
export type TierUsageResource = (typeof TIER_USAGE_RESOURCES)[number];

/**
 * Activity statuses that no longer hold one of the plan's open-activity places: the activity is over. A complete one
 * still holds its place (staff may reopen it); its sessions are closed by `ACTIVITY_STATUSES_COMPLETING_INTERVENTIONS`.
 */
export const CLOSED_ACTIVITY_STATUSES = [
  'finished',
  'cancelled',
] as const satisfies readonly ActivityStatus[];

/** How many count now and the plan's cap (null: the plan sets none). */
export interface ResourceUsage {
  used: number;
  limit: number | null;
}

/** `GET /api/tier-usage`. */
export type TierUsage = { '@id': string; '@type': 'TierUsage'; tier: TierName } & Record<
  TierUsageResource,
  ResourceUsage
>;

/** Ours: from this share of a cap on, the screens warn that the plan is running out. */
export const TIER_USAGE_WARNING_RATIO = 0.8;

/** Whether a use is comfortable, close to the cap (warning) or at it (the next one is refused). */
export type UsageLevel = 'ok' | 'warning' | 'full';

export const usageLevelOf = ({ used, limit }: ResourceUsage): UsageLevel => {
  if (limit === null) return 'ok';
  if (used >= limit) return 'full';
  return used >= limit * TIER_USAGE_WARNING_RATIO ? 'warning' : 'ok';
};
