// The calendar of sessions (docs/adr/0078-session-calendar.md): a month or a week of interventions, read by
// calendar days `YYYY-MM-DD` (Spain's calendar, as every date of the product) and compared as text.
import {
  type CalendarConflict,
  type PlaceScheduleRange,
  WEEKDAYS,
  type Weekday,
} from '@enlace/shared/domain/core';
import { isPlaceAvailable, minutesOfDay } from './place-schedule';

/** The longest period one calendar query covers: a month grid (six weeks) with room to spare. */
export const CALENDAR_PERIOD_MAX_DAYS = 62;

/** The calendar's two views: a month grid (weeks from Monday) or one week. */
export const CALENDAR_VIEWS = ['month', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const DAY_MS = 86_400_000;
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOfTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `YYYY-MM-DD` of `day` moved by `days` (calendar days, free of time zones). */
export const addCalendarDays = (day: string, days: number): string => dayOfTime(dayTime(day) + days * DAY_MS);

/** Whole days from `from` to `to`, both counted. */
export const calendarPeriodDays = (from: string, to: string): number =>
  Math.round((dayTime(to) - dayTime(from)) / DAY_MS) + 1;

/** The weekday of a calendar day (Monday first, like WEEKDAYS). */
export const weekdayOfDay = (day: string): Weekday => WEEKDAYS[(new Date(dayTime(day)).getUTCDay() + 6) % 7];

/** The Monday of the day's week. */
export const weekStartOf = (day: string): string =>
  addCalendarDays(day, -WEEKDAYS.indexOf(weekdayOfDay(day)));

/** The first day of the day's month. */
export const monthStartOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The days a view shows around `day`: a month's whole weeks (Monday to Sunday) or the day's week. */
export function calendarPeriodOf(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'week') {
    const from = weekStartOf(day);
    return { from, to: addCalendarDays(from, 6) };
  }
  const first = monthStartOf(day);
  const next = monthStartOf(addCalendarDays(first, 31));
  const last = addCalendarDays(next, -1);
  return { from: weekStartOf(first), to: addCalendarDays(weekStartOf(last), 6) };
}

/** The day that names the previous (-1) or next (+1) period of the view: a month or a week away. */
export function shiftCalendarDay(view: CalendarView, day: string, step: -1 | 1): string {
  if (view === 'week') return addCalendarDays(weekStartOf(day), step * 7);
  const first = monthStartOf(day);
  return step === 1 ? monthStartOf(addCalendarDays(first, 31)) : monthStartOf(addCalendarDays(first, -1));
}

/** Every day from `from` to `to`, both included. */
export const calendarDaysBetween = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(0, calendarPeriodDays(from, to)) }, (_, index) =>
    addCalendarDays(from, index),
  );

// What can be wrong with a session's slot (CALENDAR_CONFLICTS) is an enumeration of the domain's core: the
// calendar's HTTP contract names it too.

/** A session as the conflict rule reads it. */
export interface CalendarSlot {
  id: number;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  placeId: number | null;
}

/**
 * The conflicts of each session, by id (only the sessions with some): another session in the same place at an
 * overlapping time (ends excluded), or a time the place's weekly schedule does not cover. Writes refuse both
 * (intervention rules), but sessions saved before a place's hours changed, or by an import, may still have them.
 * `schedules` holds each place's ranges by place id; a place without an entry is not checked for hours.
 */
export function calendarConflictsOf(
  sessions: readonly CalendarSlot[],
  schedules: ReadonlyMap<number, readonly PlaceScheduleRange[]>,
): Map<number, CalendarConflict[]> {
  const conflicts = new Map<number, CalendarConflict[]>();
  const add = (id: number, conflict: CalendarConflict) => {
    const list = conflicts.get(id) ?? [];
    if (!list.includes(conflict)) list.push(conflict);
    conflicts.set(id, list);
  };
  const byPlaceAndDay = new Map<string, CalendarSlot[]>();
  for (const session of sessions) {
    if (session.placeId === null) continue;
    const ranges = schedules.get(session.placeId);
    if (
      ranges &&
      !isPlaceAvailable(ranges, weekdayOfDay(session.date), session.scheduleStart, session.scheduleEnd)
    ) {
      add(session.id, 'outside-place-hours');
    }
    const key = `${session.placeId}|${session.date}`;
    byPlaceAndDay.set(key, [...(byPlaceAndDay.get(key) ?? []), session]);
  }
  for (const sameDay of byPlaceAndDay.values()) {
    for (let i = 0; i < sameDay.length; i += 1) {
      for (let j = i + 1; j < sameDay.length; j += 1) {
        const a = sameDay[i];
        const b = sameDay[j];
        if (
          minutesOfDay(a.scheduleStart) < minutesOfDay(b.scheduleEnd) &&
          minutesOfDay(b.scheduleStart) < minutesOfDay(a.scheduleEnd)
        ) {
          add(a.id, 'place-double-booked');
          add(b.id, 'place-double-booked');
        }
      }
    }
  }
  return conflicts;
}
