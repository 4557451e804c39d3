import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Formats a calendar day (`2026-11-22`) or a timestamp as a medium date in the interface language. Days are read
 * as days (no time zone can move them); timestamps are shown in Spain's time, where the organisations work.
 */
export function useDayFormat(): (value: string) => string {
  const { i18n } = useTranslation();
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }),
      instant: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'Europe/Madrid' }),
    }),
    [i18n.language],
  );
  return useCallback(
    (value: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? formats.day.format(new Date(`${value}T00:00:00Z`))
        : formats.instant.format(new Date(value)),
    [formats],
  );
}
