import { subscriptionBlockedReason, type SubscriptionBlockedReason } from '@enlace/shared/domain';
import type { User } from '../db/schema';

/** The shared rule (`subscriptionBlockedReason`) for a stored volunteer. */
export function blockedReasonOf(
  user: Pick<User, 'validated_at' | 'birthday' | 'guardian_consented_at'>,
  today?: string,
): SubscriptionBlockedReason | null {
  return subscriptionBlockedReason(
    {
      validated: user.validated_at !== null,
      birthday: user.birthday,
      guardianConsentedAt: user.guardian_consented_at,
    },
    today,
  );
}
