import { WEEKDAYS, type PlaceScheduleRange, type Weekday } from '@enlace/shared/domain/core';

/** A time of day as `HH:MM`, 00:00 to 23:59 (two digits each). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isValidTimeOfDay = (value: unknown): value is string =>
  typeof value === 'string' && TIME_OF_DAY_PATTERN.test(value);

/** Minutes since midnight of a valid `HH:MM` time. */
export const minutesOfDay = (time: string): number => {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** The ranges by weekday (Monday first), then by start time; what the API stores and the screens show. */
export const sortScheduleRanges = <Range extends PlaceScheduleRange>(ranges: readonly Range[]): Range[] =>
  [...ranges].sort(
    (a, b) =>
      WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) ||
      minutesOfDay(a.start) - minutesOfDay(b.start) ||
      minutesOfDay(a.end) - minutesOfDay(b.end),
  );

/**
 * A place's open ranges on one weekday, by start then end: only well-formed ones (valid times, start before end),
 * which is all the API stores. Checking a session's time and drawing the week's open hours read the same ranges.
 */
export const openRangesOn = <Range extends PlaceScheduleRange>(
  schedules: readonly Range[],
  weekday: Weekday,
): Range[] =>
  schedules
    .filter(
      (range) =>
        range.weekday === weekday &&
        isValidTimeOfDay(range.start) &&
        isValidTimeOfDay(range.end) &&
        minutesOfDay(range.start) < minutesOfDay(range.end),
    )
    .sort(
      (a, b) => minutesOfDay(a.start) - minutesOfDay(b.start) || minutesOfDay(a.end) - minutesOfDay(b.end),
    );

/**
 * Whether a place's weekly schedule covers the whole interval `start`–`end` of the weekday (times `HH:MM`).
 * Ranges that touch (09:00–12:00 and 12:00–14:00) count as one: the place is open without a break. An empty
 * or backwards interval, or an invalid time, is never available. Interventions use it to refuse a place that
 * is closed at their time.
 */
export function isPlaceAvailable(
  schedules: readonly PlaceScheduleRange[],
  weekday: Weekday,
  start: string,
  end: string,
): boolean {
  if (!isValidTimeOfDay(start) || !isValidTimeOfDay(end)) return false;
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  if (from >= to) return false;
  const ranges = openRangesOn(schedules, weekday).map(
    (range) => [minutesOfDay(range.start), minutesOfDay(range.end)] as const,
  );
  // Merge the day's ranges into blocks of open time (touching or overlapping ranges join), then look for a
  // block that holds the whole interval.
  const blocks: [number, number][] = [];
  for (const [rangeStart, rangeEnd] of ranges) {
    const last = blocks[blocks.length - 1];
    if (last && rangeStart <= last[1]) last[1] = Math.max(last[1], rangeEnd);
    else blocks.push([rangeStart, rangeEnd]);
  }
  return blocks.some(([blockStart, blockEnd]) => blockStart <= from && to <= blockEnd);
}
