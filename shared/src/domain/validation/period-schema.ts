import { object, string } from 'yup';
import { calendarPeriodDays } from '../session-calendar';
import { toDateOnly } from './to-date-only';
import { validationMessage as m } from './validation-message';

/** A real calendar day written `YYYY-MM-DD`. */
const dayRule = () =>
  string()
    .nullable()
    .test('not-blank', m('field-not-blank'), (value) => typeof value === 'string' && value.trim() !== '')
    .test('date', m('field-not-valid-date'), (value) => !value || toDateOnly(value) === value);

/**
 * The days of a period a query asks for (`from`, `to`, both included): both real days, the end not before the
 * start, at most `maxDays` days. The period's violations are reported at `to`.
 */
export const periodSchema = (maxDays: number) =>
  object({
    from: dayRule(),
    to: dayRule()
      .test('range', m('date-start-after-date-end'), function check(value) {
        const from = toDateOnly((this.parent as { from?: unknown }).from);
        const to = toDateOnly(value);
        return from === null || to === null || from <= to;
      })
      .test('length', m('period-too-long', { max: maxDays }), function check(value) {
        const from = toDateOnly((this.parent as { from?: unknown }).from);
        const to = toDateOnly(value);
        return from === null || to === null || from > to || calendarPeriodDays(from, to) <= maxDays;
      }),
  });
