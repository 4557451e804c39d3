import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import type { CalendarSessionItem } from '@enlace/shared/domain';
import { queryKeys } from '../../../api/query-keys';

/** A session of the volunteer's calendar (docs/contracts.md, "The session calendar"). */
export interface MyCalendarSession extends CalendarSessionItem {
  /** The caller's place in it: confirmed, pending (waiting for the tutor); null when not signed up. */
  participation: 'confirmed' | 'pending' | null;
  /** It takes subscriptions (a published activity, the session not held yet). */
  open: boolean;
}

export interface MyCalendar {
  from: string;
  to: string;
  member: MyCalendarSession[];
}

/** `GET /api/me/calendar?from=&to=`: the volunteer's sessions of the period and the open ones. */
export const getMyCalendar = (from: string, to: string): Promise<MyCalendar> =>
  apiGet<MyCalendar>('me/calendar', { from, to });

export const useMyCalendar = (from: string, to: string) =>
  useResource(queryKeys.myCalendar(from, to), () => getMyCalendar(from, to));
