import { subscriptionBlockedReason, type SubscriptionBlockedReason } from '@enlace/shared/domain';
import type { User } from '../db/schema';

/**
 * The shared rule (`subscriptionBlockedReason`) for a stored volunteer. An inactive volunteer (staff set the
 * status) counts as not validated, so the volunteer area says so before they try, as the subscription answers.
 */
export function blockedReasonOf(
  user: Pick<User, 'validated_at' | 'status' | 'birthday' | 'guardian_consented_at'>,
  today?: string,
): SubscriptionBlockedReason | null {
  return subscriptionBlockedReason(
    {
      validated: user.validated_at !== null && user.status === 'validated',
      birthday: user.birthday,
      guardianConsentedAt: user.guardian_consented_at,
    },
    today,
  );
}
