import { MfaEnrolmentSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mfaAlreadyEnabled, startEnrolment } from '../../../lib/mfa-enrolment';
import { errors } from '../../../lib/schemas';

/** Turning two-step verification on, first step: the secret and QR code for the authenticator app. */
export const postMyMfa: ContractRoutes = async (app) => {
  app.post(
    '/me/mfa',
    {
      preHandler: app.requirePermission('me:update'),
      schema: {
        tags: ['own profile'],
        summary:
          'Empieza a activar la verificación en dos pasos: el secreto y el código QR para la aplicación de autenticación; se activa con el primer código (/api/me/mfa/confirmation). 409 mfa-already-enabled',
        security: [{ bearerAuth: [] }],
        response: { 200: MfaEnrolmentSchema, ...errors(401, 409) },
      },
    },
    async (request) => {
      const user = request.currentUser!;
      if ((await app.mfaRepository.find(request, user.id))?.confirmed_at) throw mfaAlreadyEnabled();
      return startEnrolment(app, request, user);
    },
  );
};
