import { PRODUCT_TIME_ZONE } from '@enlace/shared/domain/core';
import type { AgreementStatus } from '@enlace/shared/domain/core';

/** `YYYY-MM-DD` of the calendar day in the given time zone (Spain's by default). */
export function calendarDay(date: Date = new Date(), timeZone: string = PRODUCT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The status a partner agreement shows: the one staff set, except that an active agreement whose expiration
 * date has passed shows as expired (it is valid through that day). Computed on read, never by a nightly job.
 */
export function effectiveAgreementStatus(
  status: AgreementStatus | string,
  expirationDate: string | null | undefined,
  today: string = calendarDay(),
): AgreementStatus {
  if (status === 'agreement_expired') return 'agreement_expired';
  return expirationDate && expirationDate < today ? 'agreement_expired' : 'agreement_active';
}
