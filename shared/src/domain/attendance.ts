import { calendarDay } from './agreement-status';
import { wallClockTime } from './intervention-timing';
import { isValidTimeOfDay, minutesOfDay } from './place-schedule';

// Attendance and hours of a session (docs/adr/0072-attendance-and-hours.md): staff mark who came once the session
// has started, and a volunteer's time given is counted in whole minutes.

// What staff mark (ATTENDANCE_VALUES) is an enumeration of the domain's core: the sheet's HTTP contract names it too.

/** The most minutes one session can give: a whole day (a session never runs past midnight). */
export const ATTENDANCE_MAX_MINUTES = 24 * 60;

/** The session's length in minutes (`scheduleEnd` − `scheduleStart`): what a volunteer who came gave by default. */
export function sessionMinutes(scheduleStart: string, scheduleEnd: string): number {
  if (!isValidTimeOfDay(scheduleStart) || !isValidTimeOfDay(scheduleEnd)) return 0;
  return Math.max(0, minutesOfDay(scheduleEnd) - minutesOfDay(scheduleStart));
}

/**
 * Whether the session has started at `now`: its day has passed, or it is today (Spain's calendar and clock) and
 * its start time has come. Attendance can be recorded from then on, during the session or after it.
 */
export function interventionHasStarted(date: string, scheduleStart: string, now: Date = new Date()): boolean {
  const today = calendarDay(now);
  if (date !== today) return date < today;
  return scheduleStart <= wallClockTime(now);
}

/** Only a confirmed participant can be marked (a minor still waiting for the tutor, or declined, took no part). */
export const canRecordAttendanceOf = (participantStatus: string): boolean =>
  participantStatus === 'confirmed';

/** Whole hours and the minutes left of a number of minutes (150 → 2 h 30 min), for the screens. */
export const hoursAndMinutes = (total: number): { hours: number; minutes: number } => ({
  hours: Math.floor(Math.max(0, total) / 60),
  minutes: Math.max(0, total) % 60,
});
