import { useEffect, useState } from 'react';
import { request, startSignInEnrolment } from '@enlace/shared/api';
import type { MfaEnrolment } from '@enlace/shared/domain';
import { isStepTokenRefused } from './sign-in-second-step';

export type EnrolmentState =
  { state: 'loading' } | { state: 'ready'; enrolment: MfaEnrolment } | { state: 'error' };

/**
 * `POST /api/login_check/mfa/enrolment` once the step appears: the QR code and secret of a person who must turn
 * two-step verification on before signing in. A refused step token goes back to the password.
 */
export function useSignInEnrolment(mfaToken: string, onStepRefused: () => void) {
  const [result, setResult] = useState<EnrolmentState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setResult({ state: 'loading' });
    void request(() => startSignInEnrolment(mfaToken), {
      showsError: (error) => {
        if (!isStepTokenRefused(error)) return false;
        onStepRefused();
        return true;
      },
    }).then((enrolment) => {
      if (!cancelled) setResult(enrolment ? { state: 'ready', enrolment } : { state: 'error' });
    });
    return () => {
      cancelled = true;
    };
    // A new token or a retry asks again; a new closure of the callback does not.
  }, [mfaToken, attempt]);
  return { ...result, retry: () => setAttempt((value) => value + 1) };
}
