import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Formats a calendar day (`2026-12-01`) in the interface language: long ("martes, 1 de diciembre de 2026") or
 * short ("1 dic 2026"). Days are read as days: no time zone can move them.
 */
export function useDayFormat(): { long: (day: string) => string; short: (day: string) => string } {
  const { i18n } = useTranslation();
  const formats = useMemo(
    () => ({
      long: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }),
      short: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }),
    }),
    [i18n.language],
  );
  return useMemo(
    () => ({
      long: (day: string) => formats.long.format(new Date(`${day}T00:00:00Z`)),
      short: (day: string) => formats.short.format(new Date(`${day}T00:00:00Z`)),
    }),
    [formats],
  );
}
