import type { MfaEnrolment, SecondFactorBody } from '@enlace/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tenantOf } from '../plugins/tenancy';
import { HttpError, unprocessable } from './http-error';
import { newTotpSecret, otpauthUri, qrCodeDataUrl, verifiedTotpStep } from './mfa';

export const mfaAlreadyEnabled = () =>
  new HttpError(409, 'mfa-already-enabled', 'La verificación en dos pasos ya está activada en esta cuenta.');

/** A new secret for the person's authenticator, waiting for its first code; replaces one not confirmed yet. */
export async function startEnrolment(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: number; email: string },
): Promise<MfaEnrolment> {
  const secret = newTotpSecret();
  await app.mfaRepository.startEnrolment(request, user.id, secret);
  const uri = otpauthUri(secret, tenantOf(request).name, user.email);
  return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
}

export const mfaNotEnabled = () =>
  new HttpError(409, 'mfa-not-enabled', 'La verificación en dos pasos no está activada en esta cuenta.');

/**
 * Checks a code of the person's authenticator (or one of their recovery codes) before a change of their two-step
 * verification; a wrong one counts as a failed sign-in of the account and answers 422 at its field.
 */
export async function requireSecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: number; email: string },
  given: SecondFactorBody,
): Promise<void> {
  const credential = await app.mfaRepository.find(request, user.id);
  if (!credential) throw mfaNotEnabled();
  const code = given.code?.trim();
  const recoveryCode = given.recoveryCode?.trim();
  const field = code || !recoveryCode ? 'code' : 'recoveryCode';
  if (!code && !recoveryCode) throw unprocessable([{ propertyPath: 'code', message: 'field-not-blank' }]);
  const attempt = await app.loginThrottle.begin(request, user.email);
  let accepted = false;
  if (code) {
    const step = verifiedTotpStep(credential.secret, code, credential.last_used_step);
    accepted = step !== null && (await app.mfaRepository.useStep(request, user.id, step));
  } else if (recoveryCode && credential.confirmed_at) {
    accepted = await app.mfaRepository.useRecoveryCode(request, user.id, recoveryCode);
  }
  if (!accepted) {
    attempt.failed();
    throw unprocessable([{ propertyPath: field, message: 'mfa-code-not-valid' }]);
  }
  await attempt.succeeded();
}
