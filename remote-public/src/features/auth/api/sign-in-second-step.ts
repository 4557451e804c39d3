import { useCallback } from 'react';
import { type ApiError, request, type SetFieldErrors, signInSecondStep } from '@enlace/shared/api';
import type { SecondFactor } from '@enlace/shared/domain';
import { isSignInWait } from './login';

/** The step's token is no longer good (ten minutes have passed, or it was refused): back to the password. */
export const isStepTokenRefused = (error: ApiError) =>
  error.status === 401 && (error.code === 'token-expired' || error.code === 'token-invalid');

export type SecondStepRefusals = {
  /** Too many wrong codes: the page shows the wait in the form. */
  onWait: (error: ApiError) => void;
  /** The step's token is no longer good: the page goes back to the password. */
  onStepRefused: () => void;
};

/** Shows a refusal of the second step in place (wait, back to the password); any other goes to a toast. */
export const showsSecondStepRefusal =
  ({ onWait, onStepRefused }: SecondStepRefusals) =>
  (error: ApiError) => {
    if (isSignInWait(error)) onWait(error);
    else if (isStepTokenRefused(error)) onStepRefused();
    else return false;
    return true;
  };

/**
 * `POST /api/login_check/mfa` through the request wrapper: the code (or a recovery code) with the step's token;
 * the shared client then stores the session and loads the user. A wrong code shows at its field.
 */
export function useSignInSecondStep(mfaToken: string, refusals: SecondStepRefusals) {
  const { onWait, onStepRefused } = refusals;
  return useCallback(
    (factor: SecondFactor, setFieldErrors: SetFieldErrors) =>
      request(() => signInSecondStep(mfaToken, factor), {
        setFieldErrors,
        showsError: showsSecondStepRefusal({ onWait, onStepRefused }),
      }),
    [mfaToken, onWait, onStepRefused],
  );
}
