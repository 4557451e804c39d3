import { SecondFactorBodySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { HttpError } from '../../../lib/http-error';
import { requireSecondFactor } from '../../../lib/mfa-enrolment';
import { errors } from '../../../lib/schemas';
import { mfaRequiredFor } from '../../../lib/sign-in';
import { tenantOf } from '../../../plugins/tenancy';

export const mfaRequiredForRole = () =>
  new HttpError(
    409,
    'mfa-required-for-role',
    'La verificación en dos pasos es obligatoria para las cuentas de administración.',
  );

/** Turning one's own two-step verification off, with a code (or a recovery code); not for administrators. */
export const deleteMyMfa: ContractRoutes = async (app) => {
  app.delete(
    '/me/mfa',
    {
      preHandler: app.requirePermission('me:update'),
      schema: {
        tags: ['own profile'],
        summary:
          'Desactiva la verificación en dos pasos propia con un código de la aplicación (code) o de recuperación (recoveryCode). 409 mfa-required-for-role para administradores, mfa-not-enabled; 422 mfa-code-not-valid',
        security: [{ bearerAuth: [] }],
        body: SecondFactorBodySchema,
        response: { 204: { type: 'null' }, ...errors(400, 401, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = request.currentUser!;
      if (mfaRequiredFor(user, tenantOf(request))) throw mfaRequiredForRole();
      await requireSecondFactor(app, request, user, request.body ?? {});
      await app.mfaRepository.remove(request, user.id);
      await app.securityLogRepository.record(request, { type: 'mfa-disabled', subject: { userId: user.id } });
      return reply.code(204).send();
    },
  );
};
