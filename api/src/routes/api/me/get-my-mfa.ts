import { MyTwoStepVerificationSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import { myMfa } from './my-mfa-shared';

export const getMyMfa: ContractRoutes = async (app) => {
  app.get(
    '/me/mfa',
    {
      preHandler: app.requirePermission('me:read'),
      schema: {
        tags: ['own profile'],
        summary:
          'La verificación en dos pasos propia: si está activada, si es obligatoria y cuántos códigos de recuperación quedan',
        security: [{ bearerAuth: [] }],
        response: { 200: MyTwoStepVerificationSchema, ...errors(401) },
      },
    },
    async (request) => myMfa(app, request),
  );
};
