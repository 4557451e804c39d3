import { SignInAnswerSchema, type SignInBody, SignInBodySchema } from '@enlace/shared/contracts';
import { loginSchema } from '@enlace/shared/domain';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { HttpError } from '../../../lib/http-error';
import { decoyPasswordHash, verifyPassword } from '../../../lib/passwords';
import { errors } from '../../../lib/schemas';
import { afterPassword } from '../../../lib/sign-in';
import { recordFailedSignIn } from './record-failed-sign-in';
import { validateBody } from '../../../lib/validation';

export const invalidCredentials = () =>
  new HttpError(401, 'invalid-credentials', 'El correo electrónico o la contraseña no son correctos.');

export const postLoginCheck: ContractRoutes = async (app) => {
  app.post(
    '/login_check',
    {
      schema: {
        tags: ['session'],
        summary:
          'Inicia sesión con correo y contraseña. Con la verificación en dos pasos responde mfa (code-required o enrolment-required) y mfa_token en lugar de los tokens: sigue en /api/login_check/mfa. 429 account-temporarily-locked (fallos de esta cuenta) o too-many-failed-sign-ins (fallos desde esta dirección), con Retry-After',
        body: SignInBodySchema,
        response: { 200: SignInAnswerSchema, ...errors(400, 401, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      await validateBody(loginSchema, request.body);
      // The shared rules require both.
      const { email, password } = request.body as Required<SignInBody>;
      // Counted before the password is checked, for the address and for the email, known or not.
      const attempt = await app.loginThrottle.begin(request, email);
      const user = await app.usersRepository.findByEmail(request, email);
      // The same work and the same answer for an unknown email, an inactive account or a wrong password.
      const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !user.active || !user.password_hash || !valid) {
        await recordFailedSignIn(app, request, { email, user, locked: attempt.failed(), factor: 'password' });
        throw invalidCredentials();
      }
      await attempt.succeeded();
      return afterPassword(app, request, user);
    },
  );
};
