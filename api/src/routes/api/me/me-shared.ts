import type { User } from '../../../db/schema';
import {
  personDetailProperties,
  personDetails,
  personSummary,
  personSummaryProperties,
  stringArraySchema,
} from '../../../lib/person-resource';
import { rolesOf } from '../../../lib/roles-of';
import { blockedReasonOf } from '../../../lib/subscription-blocked-reason';
import { nullableString, requiredExcept, tokenResponseSchema } from '../../../lib/schemas';
import { VOLUNTEER_PROFILE } from '../../../plugins/repositories/volunteers-repository';
import { volunteerProfile, volunteerProfileProperties } from '../volunteers/volunteer-shared';

const ownProfileProperties = {
  '@context': { type: 'string' },
  ...personSummaryProperties,
  ...personDetailProperties,
  ...volunteerProfileProperties,
  profile: { type: 'string' },
  roles: stringArraySchema,
  department: nullableString,
  status: nullableString,
  validatedAt: nullableString,
  // A volunteer's only: why they may not subscribe yet (not validated, a minor's tutor pending), or null.
  subscriptionBlockedReason: nullableString,
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  // After a password change only: the new session of the device that made it.
  session: tokenResponseSchema,
} as const;

/** The signed-in person's own profile; a volunteer's also carries the volunteering profile. */
export const ownProfileSchemaJson = {
  type: 'object',
  required: requiredExcept(
    ownProfileProperties,
    ...(Object.keys(volunteerProfileProperties) as (keyof typeof volunteerProfileProperties)[]),
    'subscriptionBlockedReason',
    'session',
  ),
  properties: ownProfileProperties,
} as const;

export function toOwnProfile(user: User) {
  const volunteer = user.profile === VOLUNTEER_PROFILE;
  return {
    '@context': '/api/contexts/User',
    '@id': `/api/users/${user.id}`,
    '@type': 'User',
    id: user.id,
    ...personSummary(user),
    ...personDetails(user),
    ...(volunteer ? volunteerProfile(user) : {}),
    profile: user.profile,
    roles: rolesOf(user),
    department: user.department,
    status: volunteer ? user.status : null,
    validatedAt: user.validated_at,
    ...(volunteer ? { subscriptionBlockedReason: blockedReasonOf(user) } : {}),
    createdAt: user.created_at,
    updatedAt: user.updated_at,
  };
}
