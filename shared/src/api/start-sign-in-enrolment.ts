import type { MfaEnrolment, SignInEnrolmentBody } from '@enlace/shared/domain/core';
import { apiPost } from './api-post';

/**
 * `POST /api/login_check/mfa/enrolment`: for a person who must turn two-step verification on before signing in,
 * the secret and QR code for the authenticator app; its first code then goes to `signInSecondStep`.
 */
export const startSignInEnrolment = (mfaToken: string): Promise<MfaEnrolment> =>
  apiPost<MfaEnrolment>('login_check/mfa/enrolment', { mfa_token: mfaToken } satisfies SignInEnrolmentBody);
