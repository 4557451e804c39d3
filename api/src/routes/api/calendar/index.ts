import { getCalendar } from './get-calendar';
import { getMyCalendar } from './get-my-calendar';

export const calendarRoutes = [getCalendar, getMyCalendar];
