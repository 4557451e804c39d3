import type { OwnSettings } from '@enlace/shared/contracts';
import type { UserSettings } from '../../../plugins/repositories/user-settings-repository';

export const toOwnSettings = (settings: UserSettings): OwnSettings => ({
  '@context': '/api/contexts/UserSettings',
  '@id': '/api/me/settings',
  '@type': 'UserSettings',
  language: settings.language,
  notifyParticipationChanges: settings.notifyParticipationChanges,
});
