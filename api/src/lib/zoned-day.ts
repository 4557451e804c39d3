import { PRODUCT_TIME_ZONE } from '@enlace/shared/domain';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How far the time zone's wall clock is ahead of UTC at the instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(
    formatter.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]),
  );
  const wallClock = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wallClock - (instant - (instant % 1000));
}

/**
 * The instant (ISO, UTC) at which a calendar day (`YYYY-MM-DD`) starts in the time zone (Spain's by default):
 * what "from 1 March" means to an organisation in Spain, whatever the server's clock.
 */
export function startOfDayIn(day: string, timeZone: string = PRODUCT_TIME_ZONE): string {
  const [year, month, date] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  const offset = offsetAt(midnightUtc, timeZone);
  let instant = midnightUtc - offset;
  // Across a change of clocks the offset at the result can differ from the first guess's.
  const corrected = offsetAt(instant, timeZone);
  if (corrected !== offset) instant = midnightUtc - corrected;
  return new Date(instant).toISOString();
}

/** The calendar day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The instant (epoch milliseconds) of a wall-clock time (`HH:MM`) on a calendar day (`YYYY-MM-DD`) in the time
 * zone (Spain's by default): when a session at 10:00 in Málaga starts, whatever the server's clock.
 */
export function instantIn(day: string, time: string, timeZone: string = PRODUCT_TIME_ZONE): number {
  const [year, month, date] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wallClock = Date.UTC(year, month - 1, date, hours, minutes);
  const offset = offsetAt(wallClock, timeZone);
  let instant = wallClock - offset;
  // Across a change of clocks the offset at the result can differ from the first guess's.
  const corrected = offsetAt(instant, timeZone);
  if (corrected !== offset) instant = wallClock - corrected;
  return instant;
}
