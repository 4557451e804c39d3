import { SecondStepBodySchema, SecondStepTokenResponseSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { HttpError, unprocessable } from '../../../lib/http-error';
import { newRecoveryCodes, verifiedTotpStep } from '../../../lib/mfa';
import { errors } from '../../../lib/schemas';
import { completeSignIn, verifyMfaToken } from '../../../lib/sign-in';
import { tokenInvalid } from '../../../plugins/auth';
import { recordFailedSignIn } from './record-failed-sign-in';

export const mfaEnrolmentNotStarted = () =>
  new HttpError(
    409,
    'mfa-enrolment-not-started',
    'Primero genera el código QR para la aplicación de autenticación.',
  );

/**
 * The second step of a sign-in: the code of the authenticator app (or a recovery code). At the end of a first
 * enrolment it also answers the recovery codes, shown once.
 */
export const postLoginCheckMfa: ContractRoutes = async (app) => {
  app.post(
    '/login_check/mfa',
    {
      schema: {
        tags: ['session'],
        summary:
          'Segundo paso del inicio de sesión: el código de 6 cifras de la aplicación de autenticación (code) o un código de recuperación (recovery_code), con el mfa_token del primer paso. Al terminar una activación responde también recovery_codes (se muestran una sola vez). 422 mfa-code-not-valid en el campo; 429 como el inicio de sesión',
        body: SecondStepBodySchema,
        response: {
          200: SecondStepTokenResponseSchema,
          ...errors(400, 401, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request) => {
      const { mfa_token: mfaToken, code, recovery_code: recoveryCode } = request.body;
      const { userId, stage } = verifyMfaToken(app, request, mfaToken);
      const user = await app.usersRepository.findById(request, userId);
      if (!user?.active || !user.password_hash) throw tokenInvalid();
      const credential = await app.mfaRepository.find(request, user.id);
      if (!credential) throw stage === 'enrolment-required' ? mfaEnrolmentNotStarted() : tokenInvalid();
      const enrolling = credential.confirmed_at === null;
      if (!code?.trim() && !(recoveryCode?.trim() && !enrolling)) {
        throw unprocessable([{ propertyPath: 'code', message: 'field-not-blank' }]);
      }
      // A code is a password: wrong ones count against the account exactly like wrong passwords.
      const attempt = await app.loginThrottle.begin(request, user.email);
      let method: 'totp' | 'recovery-code' = 'totp';
      let accepted = false;
      if (code?.trim()) {
        const step = verifiedTotpStep(credential.secret, code, credential.last_used_step);
        accepted = step !== null && (await app.mfaRepository.useStep(request, user.id, step));
      } else if (recoveryCode) {
        method = 'recovery-code';
        accepted = await app.mfaRepository.useRecoveryCode(request, user.id, recoveryCode);
      }
      if (!accepted) {
        await recordFailedSignIn(app, request, {
          email: user.email,
          user,
          locked: attempt.failed(),
          factor: method,
        });
        throw unprocessable([
          { propertyPath: method === 'totp' ? 'code' : 'recoveryCode', message: 'mfa-code-not-valid' },
        ]);
      }
      await attempt.succeeded();
      if (method === 'recovery-code') {
        await app.securityLogRepository.record(request, {
          type: 'recovery-code-used',
          actorId: user.id,
          subject: { userId: user.id },
          details: { left: await app.mfaRepository.recoveryCodesLeft(request, user.id) },
        });
      }
      let recoveryCodes: string[] | undefined;
      if (enrolling) {
        recoveryCodes = newRecoveryCodes();
        await app.mfaRepository.replaceRecoveryCodes(request, user.id, recoveryCodes);
        await app.securityLogRepository.record(request, {
          type: 'mfa-enabled',
          actorId: user.id,
          subject: { userId: user.id },
        });
      }
      const tokens = await completeSignIn(app, request, user, method);
      return recoveryCodes ? { ...tokens, recovery_codes: recoveryCodes } : tokens;
    },
  );
};
