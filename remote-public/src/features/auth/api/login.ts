import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { type ApiError, login, request, type SignInResult } from '@enlace/shared/api';
import type { LoginInput } from '@enlace/shared/domain';

// Imported on the first validation: yup and the schemas stay out of the page's first load.
export const loginInputSchema = async () => (await import('@enlace/shared/domain')).loginSchema;

/**
 * `POST /api/login_check`; with the tokens, `GET /api/home` (the shared client stores the session and returns the
 * user), otherwise the second step the person must take.
 */
export const signIn = (input: LoginInput): Promise<SignInResult> =>
  login(input.email ?? '', input.password ?? '');

/** The refusals that make the person wait: the page shows them in the form, with the wait. */
export const isSignInWait = (error: ApiError) =>
  error.code === 'account-temporarily-locked' || error.code === 'too-many-failed-sign-ins';

/**
 * Signs in through the request wrapper: pre-validation, loading indicator, field errors and error toasts; a
 * refusal to wait goes to `onWait` instead of a toast.
 */
export function useLogin(onWait: (error: ApiError) => void) {
  return useCallback(
    (input: LoginInput, helpers: FormikHelpers<LoginInput>) =>
      request(() => signIn(input), {
        validation: { schema: loginInputSchema, data: input },
        setFieldErrors: helpers.setErrors,
        showsError: (error) => {
          if (!isSignInWait(error)) return false;
          onWait(error);
          return true;
        },
      }),
    [onWait],
  );
}
