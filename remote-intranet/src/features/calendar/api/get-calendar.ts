import { apiGet } from '@enlace/shared/api';
import type { StaffCalendarQuery } from '@enlace/shared/contracts';
import { useResource } from '@enlace/shared/query';
import type { StaffCalendar, StaffCalendarSession } from '@enlace/shared/domain';
import { queryKeys } from '../../../api/query-keys';

/** A session of the intranet's calendar (docs/contracts.md, "The session calendar"), as the contract describes it. */
export type CalendarSession = StaffCalendarSession;

/** `GET /api/calendar`: the sessions of the period and, with the place filter, the place's weekly schedule. */
export type { StaffCalendar };

/** The calendar's filters, as the API's parameters (IRIs, or `me` for the coordinator). */
export type CalendarFilters = Pick<StaffCalendarQuery, 'activity' | 'place' | 'coordinator'>;

/** `GET /api/calendar?from=&to=`: the organisation's sessions of the period, narrowed by the filters. */
export const getCalendar = (from: string, to: string, filters: CalendarFilters): Promise<StaffCalendar> =>
  apiGet<StaffCalendar>('calendar', {
    from,
    to,
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
  });

export const useCalendar = (from: string, to: string, filters: CalendarFilters) =>
  useResource([...queryKeys.calendar, from, to, filters], () => getCalendar(from, to, filters));
