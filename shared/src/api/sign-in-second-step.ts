import type { AuthenticatedUser, SecondFactor, SecondStepTokenResponse } from '@enlace/shared/domain/core';
import { apiPost } from './api-post';
import { startSession } from './start-session';

/** A finished second step: the user (the session is stored), and the recovery codes of a first enrolment. */
export type SecondStepResult = { user: AuthenticatedUser; recoveryCodes: string[] | null };

/**
 * `POST /api/login_check/mfa`: the code of the authenticator app (or a recovery code) with the token of the first
 * step; then, as after a password alone, store the tokens and load the user.
 */
export const signInSecondStep = async (mfaToken: string, factor: SecondFactor): Promise<SecondStepResult> => {
  const answer = await apiPost<SecondStepTokenResponse>(
    'login_check/mfa',
    'code' in factor
      ? { mfa_token: mfaToken, code: factor.code }
      : { mfa_token: mfaToken, recovery_code: factor.recoveryCode },
  );
  const user = await startSession(answer);
  return { user, recoveryCodes: answer.recovery_codes ?? null };
};
