import { type Static, Type } from '@sinclair/typebox';
import type { Profile, VolunteerStatus } from '../domain/enumerations';
import type { SubscriptionBlockedReason } from '../domain/volunteer-area-types';
import { nullableString, textBody, textOfType } from './json-schema';
import { personBodyProperties, personDetailProperties, personSummaryProperties } from './people';
import { type ResourceOf, resourceIdentityProperties } from './resource';
import { TokenResponseSchema } from './tokens';
import { volunteerProfileBodyProperties, volunteerProfileProperties } from './volunteers';

// The signed-in person's own profile over HTTP (`/api/me`), written once for the API and the screens.

/**
 * `GET /api/me`: the signed-in person's own profile (staff, volunteer or partner contact); a volunteer's also has
 * the volunteering profile.
 */
export const OwnProfileSchema = Type.Object({
  '@context': Type.String(),
  ...resourceIdentityProperties,
  ...personSummaryProperties,
  ...personDetailProperties,
  skills: Type.Optional(volunteerProfileProperties.skills),
  availability: Type.Optional(volunteerProfileProperties.availability),
  howWeMet: Type.Optional(volunteerProfileProperties.howWeMet),
  traits: Type.Optional(volunteerProfileProperties.traits),
  aboutMe: Type.Optional(volunteerProfileProperties.aboutMe),
  profile: textOfType<Profile>(),
  roles: Type.Array(Type.String()),
  department: nullableString(),
  status: nullableString<VolunteerStatus>(),
  validatedAt: nullableString(),
  /** A volunteer's only: why they may not subscribe yet (not validated, a minor's tutor pending), or null. */
  subscriptionBlockedReason: Type.Optional(nullableString<SubscriptionBlockedReason>()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** `PATCH /api/me` after a password change only: the new session of this device (every other one has ended). */
  session: Type.Optional(TokenResponseSchema),
});
export type OwnProfile = ResourceOf<typeof OwnProfileSchema>;

const password = Type.String({ maxLength: 1024 });

/**
 * What `PATCH /api/me` takes: the person's fields (a volunteer's, the volunteering profile's too) and, to change
 * the password, the current one and the new one twice. JSON types and lengths only; read-only fields (email,
 * profile, roles, department, status…) are ignored, and the rules are the shared own profile and password schemas'.
 */
export const OwnProfileBodySchema = Type.Partial(
  Type.Object({
    ...personBodyProperties,
    ...volunteerProfileBodyProperties,
    currentPassword: password,
    password,
    repeatPassword: textBody(1024),
  }),
);
export type OwnProfileBody = Static<typeof OwnProfileBodySchema>;
