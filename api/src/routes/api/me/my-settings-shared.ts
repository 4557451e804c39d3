import type { UserSettings } from '../../../plugins/repositories/user-settings-repository';
import { nullableString } from '../../../lib/schemas';

/** The signed-in person's settings (docs/contracts.md, "Own settings"). */
export const ownSettingsSchemaJson = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    // es, en or ca: the language of their emails; null until first seen signed in (Spanish meanwhile).
    language: nullableString,
    // Staff: an email when someone joins or leaves a session of an activity they coordinate. Off by default.
    notifyParticipationChanges: { type: 'boolean' },
  },
} as const;

export const toOwnSettings = (settings: UserSettings) => ({
  '@context': '/api/contexts/UserSettings',
  '@id': '/api/me/settings',
  '@type': 'UserSettings',
  language: settings.language,
  notifyParticipationChanges: settings.notifyParticipationChanges,
});
