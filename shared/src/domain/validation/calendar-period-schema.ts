import { object, string } from 'yup';
import { CALENDAR_PERIOD_MAX_DAYS, calendarPeriodDays } from '../session-calendar';
import { toDateOnly } from './to-date-only';
import { validationMessage as m } from './validation-message';
import { builtOnFirstUse } from './built-on-first-use';

const dayRule = () =>
  string()
    .nullable()
    .test('not-blank', m('field-not-blank'), (value) => typeof value === 'string' && value.trim() !== '')
    .test(
      'date',
      m('field-not-valid-date'),
      (value) => !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && toDateOnly(value) === value),
    );

/**
 * The days of a calendar query (`from`, `to`: `YYYY-MM-DD`, both included): both real days, the end not before
 * the start, at most CALENDAR_PERIOD_MAX_DAYS days. The period's violations are reported at `to`.
 */
export const calendarPeriodSchema = builtOnFirstUse(() =>
  object({
    from: dayRule(),
    to: dayRule()
      .test('range', m('date-start-after-date-end'), function check(value) {
        const from = toDateOnly((this.parent as { from?: unknown }).from);
        const to = toDateOnly(value);
        return from === null || to === null || from <= to;
      })
      .test('length', m('period-too-long', { max: CALENDAR_PERIOD_MAX_DAYS }), function check(value) {
        const from = toDateOnly((this.parent as { from?: unknown }).from);
        const to = toDateOnly(value);
        return (
          from === null ||
          to === null ||
          from > to ||
          calendarPeriodDays(from, to) <= CALENDAR_PERIOD_MAX_DAYS
        );
      }),
  }),
);
