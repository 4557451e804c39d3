import { apiGet } from '@enlace/shared/api';
import type { CalendarFeed } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/**
 * `GET /api/me/calendar-feed`: the signed-in volunteer's private calendar address, to copy into a calendar app (and
 * its `webcal://` twin, which opens one). Anyone holding it sees the volunteer's sessions.
 */
export const getMyCalendarFeed = (): Promise<CalendarFeed> => apiGet<CalendarFeed>('me/calendar-feed');

export const useMyCalendarFeed = () => useResource(queryKeys.myCalendarFeed, getMyCalendarFeed);
