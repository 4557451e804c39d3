import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import type { CalendarConflict, CalendarSessionItem, PlaceScheduleRange } from '@enlace/shared/domain';
import { queryKeys } from '../../../api/query-keys';

/** A session of the intranet's calendar (docs/contracts.md, "The session calendar"). */
export interface CalendarSession extends CalendarSessionItem {
  conflicts: CalendarConflict[];
}

export interface StaffCalendar {
  from: string;
  to: string;
  member: CalendarSession[];
  placeSchedule: PlaceScheduleRange[] | null;
}

/** The calendar's filters, as the API's parameters (IRIs, or `me` for the coordinator). */
export type CalendarFilters = { activity?: string; place?: string; coordinator?: string };

/** `GET /api/calendar?from=&to=`: the organisation's sessions of the period, narrowed by the filters. */
export const getCalendar = (from: string, to: string, filters: CalendarFilters): Promise<StaffCalendar> =>
  apiGet<StaffCalendar>('calendar', {
    from,
    to,
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
  });

export const useCalendar = (from: string, to: string, filters: CalendarFilters) =>
  useResource([...queryKeys.calendar, from, to, filters], () => getCalendar(from, to, filters));
