import { MIN_AGE_DATA_PROCESSING } from '@enlace/shared/domain/core';
import { ageGroupOf, isYoungerThan } from './age-group';
import type { SubscriptionBlockedReason } from './volunteer-area-types';

// A minor volunteer and their tutor (spec §5, legal age rules): under 18 volunteering needs the tutor's
// authorisation; under 16 the registration itself waits for it (docs/adr/0061-tutor-consent.md).

/**
 * What a volunteer needs from a tutor: nothing (an adult), or an authorisation still `pending`, `given`, or
 * `declined` (the tutor said no through the emailed link; the volunteer cannot sign up and is not asked again).
 */
export type GuardianConsentStatus = 'not-needed' | 'pending' | 'given' | 'declined';

/** The tutor's answer: when they authorised, and when they declined. */
export type GuardianAnswer = { consentedAt?: string | null; declinedAt?: string | null };

/** `answer`: the tutor's answer, or only when they authorised. */
export function guardianConsentStatus(
  birthday: unknown,
  answer: GuardianAnswer | string | null | undefined,
  today?: Date | string,
): GuardianConsentStatus {
  if (ageGroupOf(birthday, today) !== 'minor') return 'not-needed';
  const { consentedAt, declinedAt } =
    typeof answer === 'object' && answer !== null ? answer : { consentedAt: answer, declinedAt: null };
  if (consentedAt) return 'given';
  return declinedAt ? 'declined' : 'pending';
}

/** Under 16 the account invitation is sent only once the tutor has authorised (the registration waits). */
export const registrationNeedsGuardian = (birthday: unknown, today?: Date | string): boolean =>
  isYoungerThan(birthday, MIN_AGE_DATA_PROCESSING, today);

/** Whether the invitation of this volunteer must still wait for the tutor. */
export const invitationWaitsForGuardian = (
  birthday: unknown,
  guardianConsentedAt: string | null | undefined,
  today?: Date | string,
): boolean => registrationNeedsGuardian(birthday, today) && !guardianConsentedAt;

/**
 * Why a volunteer may not subscribe to any intervention yet: a profile staff has not validated, or a minor whose
 * tutor has not authorised volunteering. Null when nothing stands in the way.
 */
export function subscriptionBlockedReason(
  volunteer: { validated: boolean; birthday: unknown; guardianConsentedAt: string | null | undefined },
  today?: Date | string,
): SubscriptionBlockedReason | null {
  if (!volunteer.validated) return 'volunteer-not-validated';
  const consent = guardianConsentStatus(volunteer.birthday, volunteer.guardianConsentedAt, today);
  if (consent === 'pending' || consent === 'declined') return 'minor-volunteer-authorisation-pending';
  return null;
}
