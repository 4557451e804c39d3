import { apiPatch, request } from '@enlace/shared/api';
import { type OwnSettings, ownSettingsSchema, type OwnSettingsInput } from '@enlace/shared/domain';

// `PATCH /api/me/settings` (merge patch; docs/contracts.md, "Own settings").

export const updateMySettingsInputSchema = ownSettingsSchema;

export const updateMySettings = (changes: OwnSettingsInput): Promise<OwnSettings> =>
  apiPatch<OwnSettings>('me/settings', changes);

/** Saves the change with the request wrapper (errors shown); resolves to the settings now, or undefined. */
export const saveMySettings = (changes: OwnSettingsInput) =>
  request(() => updateMySettings(changes), {
    validation: { schema: updateMySettingsInputSchema, data: changes },
  });
