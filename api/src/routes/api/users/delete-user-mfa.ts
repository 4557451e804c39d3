import { UserMfaParamsSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { HttpError } from '../../../lib/http-error';
import { errors } from '../../../lib/schemas';
import { accountOf } from './user-mfa-shared';

export const cannotResetOwnMfa = () =>
  new HttpError(
    409,
    'cannot-reset-own-mfa',
    'No puedes restablecer tu propia verificación en dos pasos: pídeselo a otra persona administradora.',
  );

/**
 * An administrator turns off another person's two-step verification (a lost phone, no recovery code left): the
 * authenticator and recovery codes go, and the person's sessions end. A person who must use it (an administrator)
 * enrols again at their next sign-in.
 */
export const deleteUserMfa: ContractRoutes = async (app) => {
  app.delete(
    '/users/:id/mfa',
    {
      preHandler: app.requirePermission('mfa:reset'),
      schema: {
        tags: ['staff'],
        summary:
          'Administración: restablece la verificación en dos pasos de otra persona (la desactiva y cierra sus sesiones). 409 cannot-reset-own-mfa',
        security: [{ bearerAuth: [] }],
        params: UserMfaParamsSchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await accountOf(request, app.usersRepository.findById, request.params.id);
      if (user.id === request.currentUser!.id) throw cannotResetOwnMfa();
      if (await app.mfaRepository.remove(request, user.id)) {
        await app.refreshTokensRepository.endAllForUser(request, user.id, 'mfa-reset');
        await app.securityLogRepository.record(request, { type: 'mfa-reset', subject: { userId: user.id } });
      }
      return reply.code(204).send();
    },
  );
};
