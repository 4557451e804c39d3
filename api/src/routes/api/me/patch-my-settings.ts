import { OwnSettingsBodySchema, OwnSettingsSchema } from '@enlace/shared/contracts';
import { ownSettingsSchema, type OwnSettingsInput } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { validateBody } from '../../../lib/validation';
import { toOwnSettings } from './my-settings-shared';

export const patchMySettings: ContractRoutes = async (app) => {
  app.patch(
    '/me/settings',
    {
      preHandler: app.requirePermission('me:update'),
      schema: {
        tags: ['own profile'],
        summary:
          'Cambia los ajustes propios (merge-patch): language (es, en o ca) y notifyParticipationChanges; 422 field-not-valid-option o field-not-valid-type',
        security: [{ bearerAuth: [] }],
        body: OwnSettingsBodySchema,
        response: { 200: OwnSettingsSchema, ...errors(400, 401, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      await validateBody(ownSettingsSchema, body);
      // The shared rules have refused null and any language the screens do not speak.
      const { language, notifyParticipationChanges } = body as OwnSettingsInput;
      return toOwnSettings(
        await app.userSettingsRepository.update(request, request.currentUser!.id, {
          language,
          notifyParticipationChanges,
        }),
      );
    },
  );
};
