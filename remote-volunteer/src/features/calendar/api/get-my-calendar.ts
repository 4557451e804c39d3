import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import type { MyCalendar, MyCalendarSession } from '@enlace/shared/domain';
import { queryKeys } from '../../../api/query-keys';

/**
 * `GET /api/me/calendar` and a session of it (docs/contracts.md, "The session calendar"), as the contract describes
 * them: each session with the caller's place in it (null when not signed up) and whether it takes subscriptions.
 */
export type { MyCalendar, MyCalendarSession };

/** `GET /api/me/calendar?from=&to=`: the volunteer's sessions of the period and the open ones. */
export const getMyCalendar = (from: string, to: string): Promise<MyCalendar> =>
  apiGet<MyCalendar>('me/calendar', { from, to });

export const useMyCalendar = (from: string, to: string) =>
  useResource(queryKeys.myCalendar(from, to), () => getMyCalendar(from, to));
