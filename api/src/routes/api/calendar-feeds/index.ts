import { getCalendarFeed } from './get-calendar-feed';

export const calendarFeedsRoutes = [getCalendarFeed];
