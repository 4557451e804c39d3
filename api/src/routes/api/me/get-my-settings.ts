import { OwnSettingsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { toOwnSettings } from './my-settings-shared';

export const getMySettings: ContractRoutes = async (app) => {
  app.get(
    '/me/settings',
    {
      preHandler: app.requirePermission('me:read'),
      schema: {
        tags: ['own profile'],
        summary:
          'Los ajustes propios: el idioma de sus correos (el de su pantalla al iniciar sesión o al cambiarlo) y, para el personal, si recibe un aviso cuando alguien se inscribe o se da de baja en una actividad que coordina',
        security: [{ bearerAuth: [] }],
        response: { 200: OwnSettingsSchema, ...errors(401, 404) },
      },
    },
    async (request) => toOwnSettings(await app.userSettingsRepository.find(request, request.currentUser!.id)),
  );
};
