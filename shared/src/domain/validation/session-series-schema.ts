import { array, type InferType, mixed, number, object, string } from 'yup';
import { SERIES_ENDS, SERIES_MAX_SESSIONS, SERIES_REPEATS, WEEKDAYS } from '@enlace/shared/domain/core';
import { type SeriesDays, seriesCandidateDays, seriesDaysOf } from '../session-series';
import { toDateOnly } from './to-date-only';
import { validationMessage as m } from './validation-message';
import { dateRangeEndRule, projectDateStartRule } from './field-rules';
import { interventionShape } from './intervention-schema';
import { builtOnFirstUse } from './built-on-first-use';

const sessionFieldsButTheDay = () => {
  const { date: _date, ...sessionShape } = interventionShape;
  return sessionShape;
};

const daysOf = (context: { parent?: unknown }): SeriesDays => (context.parent ?? {}) as SeriesDays;

/**
 * A series of sessions in one step (docs/adr/0076-session-series.md): every field of a single session but its day
 * (the same rules), and the days: from `dateStart`, every week on its weekday (`repeat: weekly`) or on the
 * `weekdays` chosen, up to `dateEnd` (`ends: on-date`) or for `occurrences` sessions (`ends: after-count`), less
 * the days in `skip`. At most SERIES_MAX_SESSIONS days described, and at least one session left.
 */
export const sessionSeriesShape = builtOnFirstUse(() => ({
  ...sessionFieldsButTheDay(),
  repeat: mixed<(typeof SERIES_REPEATS)[number]>()
    .nullable()
    .test('not-blank', m('field-not-blank'), (value) => value !== null && value !== undefined)
    .test('option', m('field-not-valid-option'), (value) => value == null || SERIES_REPEATS.includes(value)),
  weekdays: array()
    .of(
      string()
        .defined()
        .oneOf([...WEEKDAYS], m('field-not-valid-option')),
    )
    .nullable()
    .typeError(m('field-not-valid-type'))
    .test('chosen', m('series-weekdays-required'), function check(value) {
      return daysOf(this).repeat !== 'weekdays' || (Array.isArray(value) && value.length > 0);
    }),
  dateStart: projectDateStartRule(),
  ends: mixed<(typeof SERIES_ENDS)[number]>()
    .nullable()
    .test('not-blank', m('field-not-blank'), (value) => value !== null && value !== undefined)
    .test('option', m('field-not-valid-option'), (value) => value == null || SERIES_ENDS.includes(value)),
  dateEnd: dateRangeEndRule('dateStart')
    .test('not-blank', m('field-not-blank'), function check(value) {
      return daysOf(this).ends !== 'on-date' || toDateOnly(value) !== null;
    })
    .test('at-most', m('series-too-many-sessions', { max: SERIES_MAX_SESSIONS }), function check() {
      return (
        daysOf(this).ends !== 'on-date' || seriesCandidateDays(daysOf(this)).length <= SERIES_MAX_SESSIONS
      );
    }),
  occurrences: number()
    .nullable()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value) as number | null)
    .typeError(m('field-not-valid-type'))
    .integer(m('field-not-valid-type'))
    .min(1, m('field-greater-than-zero'))
    .max(SERIES_MAX_SESSIONS, m('series-too-many-sessions', { max: SERIES_MAX_SESSIONS }))
    .test('not-blank', m('field-not-blank'), function check(value) {
      return daysOf(this).ends !== 'after-count' || (value !== null && value !== undefined);
    }),
  skip: array()
    .of(
      string()
        .defined()
        .test('date', m('field-not-valid-date'), (value) => toDateOnly(value) !== null),
    )
    .nullable()
    .typeError(m('field-not-valid-type'))
    .max(SERIES_MAX_SESSIONS, m('series-too-many-sessions', { max: SERIES_MAX_SESSIONS }))
    .test('some-left', m('series-without-sessions'), function check() {
      const days = daysOf(this);
      return seriesCandidateDays(days).length === 0 || seriesDaysOf(days).length > 0;
    }),
}));

export const sessionSeriesSchema = builtOnFirstUse(() => object(sessionSeriesShape));

export type SessionSeriesInput = InferType<typeof sessionSeriesSchema>;
