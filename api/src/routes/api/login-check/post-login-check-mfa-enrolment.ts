import { MfaEnrolmentSchema, SignInEnrolmentBodySchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { mfaAlreadyEnabled, startEnrolment } from '../../../lib/mfa-enrolment';
import { errors } from '../../../lib/schemas';
import { verifyMfaToken } from '../../../lib/sign-in';
import { tokenInvalid } from '../../../plugins/auth';

/** An administrator's first sign-in without two-step verification: the QR code to enrol with. */
export const postLoginCheckMfaEnrolment: ContractRoutes = async (app) => {
  app.post(
    '/login_check/mfa/enrolment',
    {
      schema: {
        tags: ['session'],
        summary:
          'Inicio de sesión de quien debe activar la verificación en dos pasos (enrolment-required): el secreto y el código QR para la aplicación de autenticación; después, /api/login_check/mfa con el primer código',
        body: SignInEnrolmentBodySchema,
        response: { 200: MfaEnrolmentSchema, ...errors(400, 401, 409, 413, 415, 422) },
      },
    },
    async (request) => {
      const { userId, stage } = verifyMfaToken(app, request, request.body.mfa_token);
      if (stage !== 'enrolment-required') throw tokenInvalid();
      const user = await app.usersRepository.findById(request, userId);
      if (!user?.active || !user.password_hash) throw tokenInvalid();
      const credential = await app.mfaRepository.find(request, user.id);
      if (credential?.confirmed_at) throw mfaAlreadyEnabled();
      return startEnrolment(app, request, user);
    },
  );
};
