import { array, boolean, type InferType, number, object, string } from 'yup';
import {
  PLACE_CAPACITY_MAX,
  PLACE_NAME_MAX_LENGTH,
  PLACE_NAME_MIN_LENGTH,
  PLACE_SCHEDULE_MAX_RANGES,
  ACCESS_STATUSES,
  PLACE_CAPACITY_POLICIES,
  PLACE_TYPES,
  WEEKDAYS,
} from '@enlace/shared/domain/core';
import { isValidTimeOfDay, minutesOfDay } from '../place-schedule';
import { addressRule, geoReferenceRule, longTextRule, postalCodeRule } from './field-rules';
import { isBlank } from './is-blank';
import { validationMessage as m } from './validation-message';
import { builtOnFirstUse } from './built-on-first-use';

const text = () => string().nullable().typeError(m('field-not-valid-type'));
const requiredText = () => text().test('not-blank', m('field-not-blank'), (value) => !isBlank(value));
const oneOf = (options: readonly string[]) => (value: string | null | undefined) =>
  isBlank(value) || options.includes(value as string);

/** A place's name: any characters ("Aula 3", "Sala B-12"), at least two. */
export const placeNameRule = () =>
  requiredText()
    .max(PLACE_NAME_MAX_LENGTH, m('field-max-length', { max: PLACE_NAME_MAX_LENGTH }))
    .test(
      'min',
      m('field-min-length', { min: PLACE_NAME_MIN_LENGTH }),
      (value) => isBlank(value) || [...(value as string).trim()].length >= PLACE_NAME_MIN_LENGTH,
    );

export const placeTypeRule = () =>
  requiredText().test('option', m('field-not-valid-option'), oneOf(PLACE_TYPES));

export const accessStatusRule = () =>
  requiredText().test('option', m('field-not-valid-option'), oneOf(ACCESS_STATUSES));

/** How many people fit: a whole number from 1. */
export const capacityRule = () =>
  number()
    .nullable()
    .typeError(m('field-not-valid-type'))
    .test('not-blank', m('field-not-blank'), (value) => value !== null && value !== undefined)
    .integer(m('field-not-valid-type'))
    .positive(m('field-must-be-positive'))
    .max(PLACE_CAPACITY_MAX, m('field-max-value', { max: PLACE_CAPACITY_MAX }));

/** What saving a session that expects more people than the capacity does; absent means `warn`. */
export const capacityPolicyRule = () =>
  text().test('option', m('field-not-valid-option'), oneOf(PLACE_CAPACITY_POLICIES));

/** An accessibility or equipment switch; absent means no. */
export const equipmentRule = () => boolean().nullable().strict().typeError(m('field-not-valid-type'));

const timeRule = () =>
  requiredText().test(
    'time',
    m('field-not-valid-time'),
    (value) => isBlank(value) || isValidTimeOfDay(value),
  );

type RangeValue = { weekday?: unknown; start?: unknown; end?: unknown };

/** A range whose weekday and times are valid and that starts before it ends, in minutes. */
const validRange = (range: RangeValue | null | undefined) =>
  range &&
  (WEEKDAYS as readonly unknown[]).includes(range.weekday) &&
  isValidTimeOfDay(range.start) &&
  isValidTimeOfDay(range.end) &&
  minutesOfDay(range.start) < minutesOfDay(range.end)
    ? { weekday: range.weekday, start: minutesOfDay(range.start), end: minutesOfDay(range.end) }
    : null;

/**
 * One range of the weekly schedule. Its end must come after its start (not equal), and it must not overlap
 * another range of the same weekday (touching is fine: 09:00–12:00 and 12:00–14:00); of two overlapping
 * ranges, the one that starts later (or comes later in the list) carries the message, on its start.
 */
const scheduleRangeRule = () =>
  object({
    weekday: requiredText().test('option', m('field-not-valid-option'), oneOf(WEEKDAYS)),
    start: timeRule(),
    end: timeRule().test('after-start', m('schedule-start-must-be-before-end'), function check(value) {
      const start = (this.parent as RangeValue).start;
      if (!isValidTimeOfDay(value) || !isValidTimeOfDay(start)) return true;
      return minutesOfDay(start) < minutesOfDay(value);
    }),
  })
    .default(undefined)
    .nullable()
    .typeError(m('field-not-valid-type'))
    .test('overlap', function check(value) {
      const self = validRange(value as RangeValue);
      const all = this.parent as unknown;
      const index = (this.options as { index?: number }).index;
      if (!self || !Array.isArray(all) || index === undefined) return true;
      const overlapsAnEarlierOne = all.some((other: RangeValue, otherIndex) => {
        const range = otherIndex === index ? null : validRange(other);
        if (!range || range.weekday !== self.weekday) return false;
        const overlaps = range.start < self.end && self.start < range.end;
        const earlier = range.start < self.start || (range.start === self.start && otherIndex < index);
        return overlaps && earlier;
      });
      return overlapsAnEarlierOne
        ? this.createError({ path: `${this.path}.start`, message: m('schedule-ranges-overlap') })
        : true;
    });

/** The weekly availability: a list of ranges; empty or absent when the place has no schedule. */
export const placeSchedulesRule = () =>
  array()
    .of(scheduleRangeRule())
    .nullable()
    .typeError(m('field-not-valid-type'))
    .max(PLACE_SCHEDULE_MAX_RANGES, m('field-max-value', { max: PLACE_SCHEDULE_MAX_RANGES }));

/**
 * Create and update of a place. The address follows the partner rules (country, state, province, location and
 * street line required; postal code optional). An update merges the patch into the stored place and checks the
 * result with this same schema.
 */
export const placeShape = builtOnFirstUse(() => ({
  name: placeNameRule(),
  type: placeTypeRule(),
  capacity: capacityRule(),
  capacityPolicy: capacityPolicyRule(),
  addressCountry: geoReferenceRule(),
  addressState: geoReferenceRule(),
  addressProvince: geoReferenceRule(),
  addressLocation: geoReferenceRule(),
  address: addressRule(),
  postalCode: postalCodeRule(),
  accessStatus: accessStatusRule(),
  accesible: equipmentRule(),
  hasProjector: equipmentRule(),
  hasComputer: equipmentRule(),
  hasWhiteboard: equipmentRule(),
  hasAirConditioning: equipmentRule(),
  schedules: placeSchedulesRule(),
  availabilityNotes: longTextRule(),
  observations: longTextRule(),
}));

export const placeSchema = builtOnFirstUse(() => object(placeShape));

export type PlaceInput = InferType<typeof placeSchema>;
