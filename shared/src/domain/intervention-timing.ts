import { PRODUCT_TIME_ZONE } from '@enlace/shared/domain/core';
import type { ActivityStatus } from '@enlace/shared/domain/core';
import { activityCompletesInterventions } from './activity-lifecycle';
import { calendarDay } from './agreement-status';

// When an intervention counts as held. Interventions carry the organisation's local day and times
// (`YYYY-MM-DD`, `HH:MM`, Spain's time zone), so "now" is compared in that same calendar and clock.

/** `HH:MM` of the wall clock in the given time zone (Spain's by default). */
export function wallClockTime(date: Date = new Date(), timeZone: string = PRODUCT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** Whether the intervention's end (its day at `scheduleEnd`) has passed at `now`. */
export function interventionHasEnded(date: string, scheduleEnd: string, now: Date = new Date()): boolean {
  const today = calendarDay(now);
  if (date !== today) return date < today;
  return scheduleEnd <= wallClockTime(now);
}

/**
 * A completed intervention accepts no more participants (spec §4): its activity is complete, finished or
 * cancelled, or the intervention itself has been held.
 */
export function isInterventionCompleted(
  activityStatus: ActivityStatus | string,
  date: string,
  scheduleEnd: string,
  now: Date = new Date(),
): boolean {
  if (activityCompletesInterventions(activityStatus)) return true;
  return interventionHasEnded(date, scheduleEnd, now);
}
