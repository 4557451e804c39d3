import type { OwnProfile } from '@enlace/shared/contracts';
import type { Profile, VolunteerStatus } from '@enlace/shared/domain';
import type { User } from '../../../db/schema';
import { personDetails, personSummary } from '../../../lib/person-resource';
import { rolesOf } from '../../../lib/roles-of';
import { blockedReasonOf } from '../../../lib/subscription-blocked-reason';
import { VOLUNTEER_PROFILE } from '../../../plugins/repositories/volunteers-repository';
import { volunteerProfile } from '../volunteers/volunteer-shared';

/** The signed-in person's own profile; a volunteer's also carries the volunteering profile. */
export function toOwnProfile(user: User): OwnProfile & { '@context': string } {
  const volunteer = user.profile === VOLUNTEER_PROFILE;
  return {
    '@context': '/api/contexts/User',
    '@id': `/api/users/${user.id}`,
    '@type': 'User',
    id: user.id,
    ...personSummary(user),
    ...personDetails(user),
    ...(volunteer ? volunteerProfile(user) : {}),
    profile: user.profile as Profile,
    roles: rolesOf(user),
    department: user.department,
    status: volunteer ? (user.status as VolunteerStatus | null) : null,
    validatedAt: user.validated_at,
    ...(volunteer ? { subscriptionBlockedReason: blockedReasonOf(user) } : {}),
    createdAt: user.created_at,
    updatedAt: user.updated_at,
  };
}
