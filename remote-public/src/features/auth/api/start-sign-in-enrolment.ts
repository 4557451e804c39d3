import { request, startSignInEnrolment } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';
import { isStepTokenRefused } from './sign-in-second-step';

/**
 * `POST /api/login_check/mfa/enrolment` once the step appears: the QR code and secret of a person who must turn
 * two-step verification on before signing in. Each call makes a new secret, so it is asked once per step token
 * (again only through the retry button). A refused step token goes back to the password; other failures show
 * their toast and the retry.
 */
export const useSignInEnrolment = (mfaToken: string, onStepRefused: () => void) =>
  useResource(
    queryKeys.signInEnrolment(mfaToken),
    async () => {
      const enrolment = await request(() => startSignInEnrolment(mfaToken), {
        showsError: (error) => {
          if (!isStepTokenRefused(error)) return false;
          onStepRefused();
          return true;
        },
      });
      if (!enrolment) throw new Error('The enrolment could not be started');
      return enrolment;
    },
    { once: true },
  );
