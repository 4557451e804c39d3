import { MIN_AGE_DATA_PROCESSING } from '@enlace/shared/domain/core';
import { ageGroupOf, isYoungerThan } from './age-group';
import type { SubscriptionBlockedReason } from './volunteer-area-types';

// A minor volunteer and their tutor (spec §5, legal age rules): under 18 volunteering needs the tutor's
// authorisation; under 16 the registration itself waits for it. docs/decisions.md, "Minor volunteers".

/** What a volunteer needs from a tutor: nothing (an adult), or an authorisation still `pending` or `given`. */
export type GuardianConsentStatus = 'not-needed' | 'pending' | 'given';

export function guardianConsentStatus(
  birthday: unknown,
  guardianConsentedAt: string | null | undefined,
  today?: Date | string,
): GuardianConsentStatus {
  if (ageGroupOf(birthday, today) !== 'minor') return 'not-needed';
  return guardianConsentedAt ? 'given' : 'pending';
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
  if (guardianConsentStatus(volunteer.birthday, volunteer.guardianConsentedAt, today) === 'pending') {
    return 'minor-volunteer-authorisation-pending';
  }
  return null;
}
