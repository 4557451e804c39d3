import { DISPLAY_TIME_ZONE } from '@enlace/shared/i18n';

/** An import's instant as a day and a time in Spain (`01/03/2026 10:30` in Spanish), as the history shows it. */
export const formatImportedAt = (instant: string, locale: string): string => {
  const date = new Date(instant);
  const day = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: DISPLAY_TIME_ZONE,
  }).format(date);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: DISPLAY_TIME_ZONE,
  }).format(date);
  return `${day} ${time}`;
};
