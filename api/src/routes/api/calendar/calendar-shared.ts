import {
  CALENDAR_PERIOD_MAX_DAYS,
  calendarConflictsOf,
  calendarPeriodSchema,
  type CalendarConflict,
  type PlaceScheduleRange,
} from '@enlace/shared/domain';
import { HttpError } from '../../../lib/http-error';
import { nullableString } from '../../../lib/schemas';
import { violationsOf } from '../../../lib/validation';
import type {
  CalendarPeriod,
  CalendarSessionRow,
} from '../../../plugins/repositories/session-calendar-repository';
import { interventionIri } from '../interventions/intervention-shared';

export const dayQuery = { type: 'string', maxLength: 32 } as const;

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

const count = { type: 'integer', minimum: 0 } as const;

/** A session of the calendar, as staff and volunteers both read it. */
export const calendarSessionProperties = {
  '@id': { type: 'string' },
  '@type': { type: 'string' },
  id: { type: 'integer' },
  name: nullableString,
  date: { type: 'string', description: 'Día de la sesión (YYYY-MM-DD)' },
  scheduleStart: { type: 'string', description: 'HH:MM' },
  scheduleEnd: { type: 'string', description: 'HH:MM' },
  activity: {
    type: 'object',
    required: ['@id', 'id', 'name', 'status'],
    properties: {
      '@id': { type: 'string' },
      id: { type: 'integer' },
      name: { type: 'string' },
      status: { type: 'string' },
    },
  },
  place: {
    type: ['object', 'null'],
    required: ['@id', 'id', 'name'],
    properties: { '@id': { type: 'string' }, id: { type: 'integer' }, name: { type: 'string' } },
  },
  volunteers: { ...count, description: 'Voluntarios inscritos (confirmados y pendientes del tutor)' },
  minVolunteers: count,
  maxVolunteers: count,
  missingVolunteers: {
    ...count,
    description: 'Voluntarios que aún necesita para llegar a su mínimo (0 si ya lo tiene)',
  },
  freePlaces: { ...count, description: 'Plazas de voluntario que quedan hasta su máximo' },
} as const;

export const calendarSessionRequired = [
  '@id',
  '@type',
  'id',
  'name',
  'date',
  'scheduleStart',
  'scheduleEnd',
  'activity',
  'place',
  'volunteers',
  'minVolunteers',
  'maxVolunteers',
  'missingVolunteers',
  'freePlaces',
] as const;

/** A session row as the calendar answers it; `activityIri` names its activity (the intranet's or the area's). */
export function calendarSessionOf(row: CalendarSessionRow, activityIri: (id: number) => string) {
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
