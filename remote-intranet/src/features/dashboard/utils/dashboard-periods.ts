import { DASHBOARD_DEFAULT_PAST_DAYS, dashboardStepOf, toDateOnly } from '@enlace/shared/domain';

/** The home's period presets; `recent` (the last 30 days) when none is chosen. */
export const DASHBOARD_PRESETS = ['recent', 'month', 'quarter', 'year'] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

const day = (date: Date) => toDateOnly(date) as string;

/** The first and last day of a preset, seen from `today`. */
export function dashboardPeriodOf(
  preset: DashboardPreset,
  today: Date = new Date(),
): { from: string; to: string } {
  const year = today.getFullYear();
  const month = today.getMonth();
  switch (preset) {
    case 'month':
      return { from: day(new Date(year, month, 1)), to: day(new Date(year, month + 1, 0)) };
    case 'quarter':
      // The current month and the two before it, whole.
      return { from: day(new Date(year, month - 2, 1)), to: day(new Date(year, month + 1, 0)) };
    case 'year':
      return { from: day(new Date(year, 0, 1)), to: day(new Date(year, 11, 31)) };
    default:
      return {
        from: day(new Date(year, month, today.getDate() - (DASHBOARD_DEFAULT_PAST_DAYS - 1))),
        to: day(today),
      };
  }
}

const utc = (value: string) => new Date(`${value}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday of a day's week (`YYYY-MM-DD`). */
const mondayOf = (value: string) => {
  const date = utc(value);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return iso(date);
};

/**
 * Confirmed participations by week (from each Monday) or by month (`YYYY-MM`), every step of the period present
 * (zero when none), in order.
 */
export function participationSteps(
  from: string,
  to: string,
  byDay: { date: string; count: number }[],
): { step: 'week' | 'month'; buckets: { key: string; count: number }[] } {
  const step = dashboardStepOf(from, to);
  const keyOf = (value: string) => (step === 'week' ? mondayOf(value) : value.slice(0, 7));
  const counts = new Map<string, number>();
  const cursor = utc(step === 'week' ? mondayOf(from) : `${from.slice(0, 7)}-01`);
  while (iso(cursor) <= to) {
    counts.set(keyOf(iso(cursor)), 0);
    if (step === 'week') cursor.setUTCDate(cursor.getUTCDate() + 7);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  for (const { date, count } of byDay) {
    const key = keyOf(date);
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return { step, buckets: [...counts].map(([key, count]) => ({ key, count })) };
}
