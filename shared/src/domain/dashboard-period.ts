// The intranet home's figures (docs/adr/0075-intranet-home-figures.md) cover a period of calendar days.

/** The longest period the home's figures cover: a little over a year, so "this year" always fits. */
export const DASHBOARD_PERIOD_MAX_DAYS = 366;

/** Days back the home's figures look when no period is chosen. */
export const DASHBOARD_DEFAULT_PAST_DAYS = 30;

/** Days ahead the home looks for sessions that still need people. */
export const DASHBOARD_UPCOMING_DAYS = 14;

/** Whole days from `from` to `to` (`YYYY-MM-DD`), both counted. */
export const dashboardPeriodDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The participation chart's step: weeks for periods of up to three months, months beyond. */
export const dashboardStepOf = (from: string, to: string): 'week' | 'month' =>
  dashboardPeriodDays(from, to) <= 93 ? 'week' : 'month';
