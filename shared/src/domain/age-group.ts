import { ADULT_AGE } from '@enlace/shared/domain/core';
import type { AgeGroup } from '@enlace/shared/domain/core';
import { toDateOnly } from './validation/to-date-only';

/**
 * The latest birthday (`YYYY-MM-DD`) of someone who is already an adult on `today`: the same calendar day
 * ADULT_AGE years earlier. Computed on the text, so that "today minus 18 years" never rolls 29 February over
 * to 1 March: whoever was born on or before it is an adult; anyone born after it is a minor.
 */
export const adultBirthdayCutoff = (today: Date | string = new Date()): string => {
  const day = toDateOnly(today);
  if (day === null) throw new TypeError('adultBirthdayCutoff needs a real date');
  return `${String(Number(day.slice(0, 4)) - ADULT_AGE).padStart(4, '0')}${day.slice(4)}`;
};

/** `adult` or `minor` (under 18 on `today`) from a birthday; null when there is no valid birthday. */
export const ageGroupOf = (birthday: unknown, today: Date | string = new Date()): AgeGroup | null => {
  const date = toDateOnly(birthday);
  if (date === null) return null;
  return date <= adultBirthdayCutoff(today) ? 'adult' : 'minor';
};

/** Whether someone born on `birthday` is not yet `years` old on `today` (false without a valid birthday). */
export const isYoungerThan = (
  birthday: unknown,
  years: number,
  today: Date | string = new Date(),
): boolean => {
  const date = toDateOnly(birthday);
  const day = toDateOnly(today);
  if (date === null || day === null) return false;
  return date > `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;
};
