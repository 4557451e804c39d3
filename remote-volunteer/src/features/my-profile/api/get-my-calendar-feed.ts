import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/**
 * The volunteer's private calendar subscription: the same secret address as `https://…/….ics` (to copy into a
 * calendar app) and as `webcal://…/….ics` (which opens the device's calendar app). Anyone holding it sees the
 * volunteer's sessions.
 */
export interface CalendarFeed {
  url: string;
  webcalUrl: string;
}

/** `GET /api/me/calendar-feed`: the signed-in volunteer's calendar feed address. */
export const getMyCalendarFeed = (): Promise<CalendarFeed> => apiGet<CalendarFeed>('me/calendar-feed');

export const useMyCalendarFeed = () => useResource(queryKeys.myCalendarFeed, getMyCalendarFeed);
