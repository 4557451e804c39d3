const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * `YYYY-MM-DD` of a Date (local calendar day) or of an ISO date / date-time string; null when it is not a real
 * date. Comparing these strings compares calendar days, free of time zones.
 */
export const toDateOnly = (value: unknown): string | null => {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value !== 'string') return null;
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  const real =
    check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return real ? match[0].slice(0, 10) : null;
};
