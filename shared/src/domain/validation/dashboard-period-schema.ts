import { object, string } from 'yup';
import { DASHBOARD_PERIOD_MAX_DAYS, dashboardPeriodDays } from '../dashboard-period';
import { toDateOnly } from './to-date-only';
import { validationMessage as m } from './validation-message';
import { builtOnFirstUse } from './built-on-first-use';

const dayRule = () =>
  string()
    .nullable()
    .test('not-blank', m('field-not-blank'), (value) => typeof value === 'string' && value.trim() !== '')
    .test('date', m('field-not-valid-date'), (value) => !value || toDateOnly(value) === value);

/**
 * The period of the intranet home's figures (`from`, `to`: `YYYY-MM-DD`, both included): both days real, the end
 * not before the start, at most DASHBOARD_PERIOD_MAX_DAYS days. The violations are reported at `to`.
 */
export const dashboardPeriodSchema = builtOnFirstUse(() =>
  object({
    from: dayRule(),
    to: dayRule()
      .test('range', m('date-start-after-date-end'), function check(value) {
        const from = toDateOnly((this.parent as { from?: unknown }).from);
        const to = toDateOnly(value);
        return from === null || to === null || from <= to;
      })
      .test('length', m('period-too-long', { max: DASHBOARD_PERIOD_MAX_DAYS }), function check(value) {
        const from = toDateOnly((this.parent as { from?: unknown }).from);
        const to = toDateOnly(value);
        return (
          from === null ||
          to === null ||
          from > to ||
          dashboardPeriodDays(from, to) <= DASHBOARD_PERIOD_MAX_DAYS
        );
      }),
  }),
);
