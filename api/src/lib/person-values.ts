type Nullable<T> = T | null | undefined;

/** The trimmed text, or null when nothing was given. */
export const blankToNull = (value: Nullable<string>): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** `YYYY-MM-DD` from a date or date-time string. */
export function dateOnly(value: Nullable<string>): string | null {
  const given = blankToNull(value);
  if (!given) return null;
  const date = new Date(given);
  return Number.isNaN(date.getTime()) ? given : date.toISOString().slice(0, 10);
}
