import type { CalendarSessionItem } from '@enlace/shared/contracts';
import {
  CALENDAR_PERIOD_MAX_DAYS,
  calendarConflictsOf,
  calendarPeriodSchema,
  type CalendarConflict,
  type PlaceScheduleRange,
} from '@enlace/shared/domain';
import { HttpError } from '../../../lib/http-error';
import { violationsOf } from '../../../lib/validation';
import type {
  CalendarPeriod,
  CalendarSessionRow,
} from '../../../plugins/repositories/session-calendar-repository';
import { interventionIri } from '../interventions/intervention-shared';

/**
 * The query's days, checked with the shared rule (real `YYYY-MM-DD` days, in order, at most 62 of them): 400
 * `bad-request` with the violations (`field-not-valid-date`, `date-start-after-date-end`, `period-too-long`)
 * before anything is read.
 */
export async function calendarPeriodOf(query: { from?: string; to?: string }): Promise<CalendarPeriod> {
  const violations = await violationsOf(calendarPeriodSchema, {
    from: query.from ?? null,
    to: query.to ?? null,
  });
  if (violations.length) {
    throw new HttpError(
      400,
      'bad-request',
      `El periodo no es válido: dos días AAAA-MM-DD, en orden y de ${CALENDAR_PERIOD_MAX_DAYS} días como mucho.`,
      violations,
    );
  }
  return { from: query.from as string, to: query.to as string };
}

/** A session row as the calendar answers it; `activityIri` names its activity (the intranet's or the area's). */
export function calendarSessionOf(
  row: CalendarSessionRow,
  activityIri: (id: number) => string,
): CalendarSessionItem {
  return {
    '@id': interventionIri(row.id),
    '@type': 'Intervention',
    id: row.id,
    name: row.name,
    date: row.date,
    scheduleStart: row.schedule_start,
    scheduleEnd: row.schedule_end,
    activity: {
      '@id': activityIri(row.activity_id),
      id: row.activity_id,
      name: row.activity_name,
      status: row.activity_status,
    },
    place:
      row.place_id === null
        ? null
        : { '@id': `/api/places/${row.place_id}`, id: row.place_id, name: row.place_name ?? '' },
    volunteers: row.volunteers,
    minVolunteers: row.min_volunteers,
    maxVolunteers: row.max_volunteers,
    missingVolunteers: Math.max(0, row.min_volunteers - row.volunteers),
    // A place offered to the first in line is not free for anyone else until the offer ends.
    freePlaces: Math.max(0, row.max_volunteers - row.volunteers - row.offered),
  };
}

/** The conflicts of the rows' sessions by id (docs/adr/0078-session-calendar.md). */
export const conflictsOfRows = (
  rows: CalendarSessionRow[],
  schedules: Map<number, PlaceScheduleRange[]>,
): Map<number, CalendarConflict[]> =>
  calendarConflictsOf(
    rows.map((row) => ({
      id: row.id,
      date: row.date,
      scheduleStart: row.schedule_start,
      scheduleEnd: row.schedule_end,
      placeId: row.place_id,
    })),
    schedules,
  );

/** The distinct places of the rows. */
export const placeIdsOf = (rows: CalendarSessionRow[]): number[] => [
  ...new Set(rows.flatMap((row) => (row.place_id === null ? [] : [row.place_id]))),
];
