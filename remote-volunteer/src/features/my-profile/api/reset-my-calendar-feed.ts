import { apiPost, request } from '@enlace/shared/api';
import type { CalendarFeed } from '@enlace/shared/domain';

/** `POST /api/me/calendar-feed/reset` (no body): a new secret address; the previous one stops working at once. */
export const resetMyCalendarFeed = (): Promise<CalendarFeed> =>
  apiPost<CalendarFeed>('me/calendar-feed/reset');

/** Changes the address with the request wrapper (a refusal toasts its key); resolves to the new one, or undefined. */
export const changeMyCalendarFeed = () => request(resetMyCalendarFeed);
