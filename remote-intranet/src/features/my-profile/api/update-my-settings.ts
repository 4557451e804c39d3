import { apiPatch, request } from '@enlace/shared/api';
import { ownSettingsSchema, type OwnSettingsInput } from '@enlace/shared/domain';
import type { MySettings } from './get-my-settings';

// `PATCH /api/me/settings` (merge patch; docs/contracts.md, "Own settings").

export const updateMySettingsInputSchema = ownSettingsSchema;

export const updateMySettings = (changes: OwnSettingsInput): Promise<MySettings> =>
  apiPatch<MySettings>('me/settings', changes);

/** Saves the change with the request wrapper (errors shown); resolves to the settings now, or undefined. */
export const saveMySettings = (changes: OwnSettingsInput) =>
  request(() => updateMySettings(changes), {
    validation: { schema: updateMySettingsInputSchema, data: changes },
  });
