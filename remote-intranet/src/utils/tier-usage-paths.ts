// Where "Plan y uso" lives (ours). Here and not in the feature because the menu links to it.
export const TIER_USAGE_PATH = '/intranet/plan';
