import { ownSettingsSchema, type OwnSettingsInput } from '@enlace/shared/domain';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../../lib/schemas';
import { validateBody } from '../../../lib/validation';
import { ownSettingsSchemaJson, toOwnSettings } from './my-settings-shared';

type SettingsBody = { language?: unknown; notifyParticipationChanges?: unknown };

export const patchMySettings: FastifyPluginAsync = async (app) => {
  app.patch<{ Body: SettingsBody }>(
    '/me/settings',
    {
      preHandler: app.requirePermission('me:update'),
      schema: {
        tags: ['own profile'],
        summary:
          'Cambia los ajustes propios (merge-patch): language (es, en o ca) y notifyParticipationChanges; 422 field-not-valid-option o field-not-valid-type',
        security: [{ bearerAuth: [] }],
        body: {
          type: 'object',
          properties: {
            language: { type: ['string', 'null'], maxLength: 16 },
            notifyParticipationChanges: { type: ['boolean', 'null'] },
          },
        },
        response: { 200: ownSettingsSchemaJson, ...errors(400, 401, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      await validateBody(ownSettingsSchema, body);
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
