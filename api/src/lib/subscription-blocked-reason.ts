import { ageGroupOf } from '@enlace/shared/domain';
import type { User } from '../db/schema';

export type SubscriptionBlockedReason = 'volunteer-not-validated' | 'minor-volunteer-authorisation-pending';

/**
 * Why a volunteer may not subscribe to any intervention yet: a profile staff has not validated, or a minor whose
 * tutor has not authorised volunteering (spec §5, legal age rules). Null when nothing stands in the way.
 */
export function subscriptionBlockedReason(
  user: Pick<User, 'validated_at' | 'birthday' | 'guardian_consented_at'>,
  today?: string,
): SubscriptionBlockedReason | null {
  if (!user.validated_at) return 'volunteer-not-validated';
  if (ageGroupOf(user.birthday, today) === 'minor' && !user.guardian_consented_at) {
    return 'minor-volunteer-authorisation-pending';
  }
  return null;
}
