import { ADULT_AGE } from '@enlace/shared/domain/core';
import type { AgeGroup } from '@enlace/shared/domain/core';
import { toDateOnly } from './validation/to-date-only';

/**
 * The latest birthday (`YYYY-MM-DD`) of someone who is already `years` old on `today`: the same calendar day
 * that many years earlier. Computed on the text, so that "today minus 18 years" never rolls 29 February over to
 * 1 March: whoever was born on or before it has that age; anyone born after it is younger.
 */
const birthdayCutoff = (today: Date | string, years: number): string => {
  const day = toDateOnly(today);
  if (day === null) throw new TypeError('a birthday cutoff needs a real date');
  return `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;
};

/** The latest birthday of someone who is already an adult (ADULT_AGE) on `today`. */
export const adultBirthdayCutoff = (today: Date | string = new Date()): string =>
  birthdayCutoff(today, ADULT_AGE);

/**
 * `adult` or `minor` (under 18 on `today`) from a birthday; null when there is no valid birthday, or when it is
 * still to come (a mistake the birthday rule reports, which must not make a minor of anyone).
 */
export const ageGroupOf = (birthday: unknown, today: Date | string = new Date()): AgeGroup | null => {
  const date = toDateOnly(birthday);
  if (date === null || date > (toDateOnly(today) ?? '')) return null;
  return date <= adultBirthdayCutoff(today) ? 'adult' : 'minor';
};

/** Whether someone born on `birthday` is not yet `years` old on `today` (false without a valid birthday). */
export const isYoungerThan = (
  birthday: unknown,
  years: number,
  today: Date | string = new Date(),
): boolean => {
  const date = toDateOnly(birthday);
  if (date === null || toDateOnly(today) === null) return false;
  return date > birthdayCutoff(today, years);
};
