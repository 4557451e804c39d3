import { SERIES_MAX_SESSIONS, WEEKDAYS, type Weekday } from '@enlace/shared/domain/core';
import { toDateOnly } from './validation/to-date-only';

// Series of sessions (docs/adr/0076-session-series.md): staff describe the days once (every week on the first
// day's weekday, or on chosen weekdays, up to a last day or for a number of sessions) and leave out the days they
// untick; every session of the series then has the same schedule, place and people.

// How a series repeats and ends (SERIES_REPEATS, SERIES_ENDS) and the most sessions it describes
// (SERIES_MAX_SESSIONS) are enumerations and constants of the domain's core: the series' HTTP contract names them too.

/** What decides a series' days. */
export interface SeriesDays {
  repeat?: unknown;
  weekdays?: unknown;
  dateStart?: unknown;
  ends?: unknown;
  dateEnd?: unknown;
  occurrences?: unknown;
  skip?: unknown;
}

/** The weekday of a calendar day `YYYY-MM-DD` (Monday first, like WEEKDAYS). */
export const weekdayOf = (date: string): Weekday =>
  WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];

const nextDay = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/** The weekdays a series falls on: the first day's for a weekly one, the chosen ones otherwise. */
export function seriesWeekdaysOf(days: SeriesDays, dateStart: string): ReadonlySet<Weekday> {
  if (days.repeat !== 'weekdays') return new Set([weekdayOf(dateStart)]);
  const chosen = Array.isArray(days.weekdays) ? days.weekdays : [];
  return new Set(WEEKDAYS.filter((weekday) => chosen.includes(weekday)));
}

/**
 * Every day the series describes, in order, before the days left out are taken away; at most one more than
 * SERIES_MAX_SESSIONS, so that a series too long is seen without listing it all. Empty while the days are not
 * described well enough (no first day, no weekday, no end).
 */
export function seriesCandidateDays(days: SeriesDays): string[] {
  const dateStart = toDateOnly(days.dateStart);
  if (dateStart === null) return [];
  const weekdays = seriesWeekdaysOf(days, dateStart);
  if (weekdays.size === 0) return [];
  const dateEnd = days.ends === 'on-date' ? toDateOnly(days.dateEnd) : null;
  const count = days.ends === 'after-count' ? Number(days.occurrences) : Number.NaN;
  if (dateEnd === null && !(Number.isInteger(count) && count > 0)) return [];
  const limit = Math.min(dateEnd === null ? count : SERIES_MAX_SESSIONS + 1, SERIES_MAX_SESSIONS + 1);
  const found: string[] = [];
  // A week holds every weekday: past the cap's number of weeks nothing more can be found.
  for (
    let day = dateStart, steps = 0;
    found.length < limit && steps < 7 * (SERIES_MAX_SESSIONS + 1);
    steps++
  ) {
    if (dateEnd !== null && day > dateEnd) break;
    if (weekdays.has(weekdayOf(day))) found.push(day);
    day = nextDay(day);
  }
  return found;
}

/** The days left out, as calendar days (anything else is ignored: the schema refuses it). */
export const seriesSkippedDays = (days: SeriesDays): ReadonlySet<string> =>
  new Set(
    (Array.isArray(days.skip) ? days.skip : [])
      .map((day) => toDateOnly(day))
      .filter((day): day is string => day !== null),
  );

/** The days of the series' sessions: those it describes less those left out. */
export function seriesDaysOf(days: SeriesDays): string[] {
  const skipped = seriesSkippedDays(days);
  return seriesCandidateDays(days)
    .slice(0, SERIES_MAX_SESSIONS)
    .filter((day) => !skipped.has(day));
}
