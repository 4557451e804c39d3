import { DASHBOARD_PERIOD_MAX_DAYS } from '../dashboard-period';
import { builtOnFirstUse } from './built-on-first-use';
import { periodSchema } from './period-schema';

/** The period of the intranet home's figures: at most DASHBOARD_PERIOD_MAX_DAYS days (`periodSchema`). */
export const dashboardPeriodSchema = builtOnFirstUse(() => periodSchema(DASHBOARD_PERIOD_MAX_DAYS));
