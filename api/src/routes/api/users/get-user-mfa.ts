import type { FastifyPluginAsync } from 'fastify';
import { errors, idParamsSchema } from '../../../lib/schemas';
import { mfaRequiredFor } from '../../../lib/sign-in';
import { tenantOf } from '../../../plugins/tenancy';
import { accountOf, userMfaSchema } from './user-mfa-shared';

/** Whether a person has two-step verification on (administrators, to offer turning it off). */
export const getUserMfa: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/users/:id/mfa',
    {
      preHandler: app.requirePermission('mfa:reset'),
      schema: {
        tags: ['staff'],
        summary: 'Administración: si una persona tiene activada la verificación en dos pasos',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: userMfaSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await accountOf(request, app.usersRepository.findById, Number(request.params.id));
      const credential = await app.mfaRepository.find(request, user.id);
      return {
        '@id': `/api/users/${user.id}/mfa`,
        '@type': 'TwoStepVerification',
        enabled: Boolean(credential?.confirmed_at),
        required: mfaRequiredFor(user, tenantOf(request)),
      };
    },
  );
};
