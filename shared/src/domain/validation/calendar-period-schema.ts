import { CALENDAR_PERIOD_MAX_DAYS } from '../session-calendar';
import { builtOnFirstUse } from './built-on-first-use';
import { periodSchema } from './period-schema';

/** The days of a calendar query: at most CALENDAR_PERIOD_MAX_DAYS days (`periodSchema`). */
export const calendarPeriodSchema = builtOnFirstUse(() => periodSchema(CALENDAR_PERIOD_MAX_DAYS));
