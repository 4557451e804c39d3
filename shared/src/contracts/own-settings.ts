import { type Static, Type } from '@sinclair/typebox';
import type { SUPPORTED_LANGUAGES } from '../domain/constants';
import { flagBody, nullableString, textBody } from './json-schema';

// The signed-in person's own settings (`/api/me/settings`), written once for the API and the screens.

/** `GET` and `PATCH /api/me/settings` (docs/contracts.md, "Own settings"). */
export const OwnSettingsSchema = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': Type.String(),
  /** The language of their emails; null until first seen signed in (Spanish meanwhile). */
  language: nullableString<(typeof SUPPORTED_LANGUAGES)[number]>(),
  /** Staff: an email when someone joins or leaves a session of an activity they coordinate. Off by default. */
  notifyParticipationChanges: Type.Boolean(),
});
export type OwnSettings = Static<typeof OwnSettingsSchema>;

/**
 * What `PATCH /api/me/settings` takes (merge-patch; absent is unchanged): JSON types and lengths only, the rules
 * are the shared `ownSettingsSchema`'s.
 */
export const OwnSettingsBodySchema = Type.Partial(
  Type.Object({
    language: textBody(16),
    notifyParticipationChanges: flagBody(),
  }),
);
export type OwnSettingsBody = Static<typeof OwnSettingsBodySchema>;
